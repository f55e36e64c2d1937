import { lazy, Suspense, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useLocation } from 'react-router';
import { Button } from '@ui/Button';
import { styled } from '@themes/stitches.config';
import { CONSENT_FORM_PATH } from '@storefront/domain/consent';
import { decideCookies } from '@storefront/state/consent';
import { useAppServices } from '@storefront/state/context';
import { keepPageClearOf } from './scrollPadding';

const messages = defineMessages({
  region: { id: 'cookies.region', defaultMessage: 'Preferências de cookies', description: 'Accessible name of the cookie banner region' },
  text: {
    id: 'cookies.text',
    defaultMessage:
      'Usamos cookies necessários para a loja funcionar e, com a sua permissão, cookies de sessão, desempenho e personalização.',
    description: 'Cookie banner explanation (spec 3: four cookie preference flags)',
  },
  acceptAll: { id: 'cookies.acceptAll', defaultMessage: 'Aceitar todos', description: 'Cookie banner: accept every cookie' },
  necessaryOnly: { id: 'cookies.necessaryOnly', defaultMessage: 'Somente necessários', description: 'Cookie banner: accept only necessary cookies' },
  customise: { id: 'cookies.customise', defaultMessage: 'Personalizar', description: 'Cookie banner: open the choice per cookie category (second layer)' },
});

/** The second layer loads when asked for: most shoppers answer the first one. */
const CookiePreferencesDialog = lazy(async () => ({ default: (await import('./CookiePreferencesDialog')).CookiePreferencesDialog }));

/*
 * Above the page, as the header is, but under panels and dialogs: a modal's own foot ("Finalizar pedido")
 * must not sit under it (WCAG 2.4.11); the banner waits behind the modal's overlay.
 */
const Banner = styled('section', {
  position: 'sticky',
  bottom: 0,
  zIndex: '$header',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$3',
  padding: '$4',
  backgroundColor: '$background',
  borderTop: '$borderWidths$thin solid $borderSubtle',
  boxShadow: '$lg',
  '& p': { flex: '1 1 20rem', margin: 0, fontSize: '$sm' },
});

/** The banner covers the bottom of the page: what Tab reaches scrolls above it. */
const reserveBottomOfPage = keepPageClearOf('bottom');

const Actions = styled('div', { display: 'flex', gap: '$2', flexWrap: 'wrap' });

/**
 * Asks once for the cookie preferences that every API request carries (spec 3, 5, 7): accept all, keep
 * only the necessary ones, or choose per category in a second layer ("Personalizar").
 */
export function CookieBanner() {
  const intl = useIntl();
  const { stores } = useAppServices();
  const consent = useSnapshot(stores.consent);
  const location = useLocation();
  const [customising, setCustomising] = useState(false);
  if (consent.decided) return null;
  return (
    <Banner ref={reserveBottomOfPage} aria-label={intl.formatMessage(messages.region)}>
      <p>{intl.formatMessage(messages.text)}</p>
      {/*
        The server's page has the banner before its scripts arrive: then the two answers post this form,
        and the server sets the cookie and brings the shopper back. Once the page runs, the same submit is
        answered here (the banner then goes: answering on press would leave the browser a form to send
        that is no longer in the page).
      */}
      <Actions
        as="form"
        method="post"
        action={CONSENT_FORM_PATH}
        onSubmit={(event) => {
          event.preventDefault();
          const choice = event.nativeEvent.submitter instanceof HTMLButtonElement ? event.nativeEvent.submitter.value : null;
          if (choice === 'all' || choice === 'necessary') decideCookies(stores.consent, choice);
        }}
      >
        <input type="hidden" name="voltar" value={`${location.pathname}${location.search}`} />
        <Button variant="ghost" onPress={() => setCustomising(true)}>
          {intl.formatMessage(messages.customise)}
        </Button>
        <Button type="submit" name="escolha" value="necessary" variant="secondary">
          {intl.formatMessage(messages.necessaryOnly)}
        </Button>
        <Button type="submit" name="escolha" value="all">
          {intl.formatMessage(messages.acceptAll)}
        </Button>
      </Actions>
      {customising ? (
        <Suspense fallback={null}>
          <CookiePreferencesDialog isOpen onOpenChange={setCustomising} />
        </Suspense>
      ) : null}
    </Banner>
  );
}
