import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Button } from '@ui/Button';
import { Dialog } from '@ui/Dialog';
import { Switch } from '@ui/Switch';
import { styled } from '@themes/stitches.config';
import type { CookiePreferences } from '@storefront/domain/types';
import { decideCookies } from '@storefront/state/consent';
import { useAppServices } from '@storefront/state/context';

export const cookiePreferencesMessages = defineMessages({
  title: { id: 'cookies.dialog.title', defaultMessage: 'Personalizar cookies', description: 'Title of the cookie preferences dialog (second layer of the banner)' },
  intro: {
    id: 'cookies.dialog.intro',
    defaultMessage: 'Escolha quais cookies podemos usar. Os necessários mantêm a loja funcionando e ficam sempre ativos.',
    description: 'Cookie preferences dialog: what the switches do',
  },
  necessary: { id: 'cookies.category.necessary', defaultMessage: 'Necessários', description: 'Cookie category (spec 3): necessary, always on' },
  necessaryDescription: {
    id: 'cookies.category.necessaryDescription',
    defaultMessage: 'Guardam seu carrinho, o fornecedor escolhido e estas preferências. Sempre ativos.',
    description: 'Cookie preferences dialog: what necessary cookies keep',
  },
  session: { id: 'cookies.category.session', defaultMessage: 'Sessão', description: 'Cookie category (spec 3): session' },
  sessionDescription: {
    id: 'cookies.category.sessionDescription',
    defaultMessage: 'Mantêm você conectado à sua conta entre uma visita e outra.',
    description: 'Cookie preferences dialog: what session cookies do',
  },
  performance: { id: 'cookies.category.performance', defaultMessage: 'Desempenho', description: 'Cookie category (spec 3): performance' },
  performanceDescription: {
    id: 'cookies.category.performanceDescription',
    defaultMessage: 'Medem como a loja é usada (produtos vistos, carrinho e compras) para melhorá-la.',
    description: 'Cookie preferences dialog: what performance cookies do (GA4 events)',
  },
  personalisation: { id: 'cookies.category.personalisation', defaultMessage: 'Personalização', description: 'Cookie category (spec 3): personalisation' },
  personalisationDescription: {
    id: 'cookies.category.personalisationDescription',
    defaultMessage: 'Lembram suas escolhas, como a ordenação dos produtos e o tipo de entrega.',
    description: 'Cookie preferences dialog: what personalisation cookies do',
  },
  save: { id: 'cookies.dialog.save', defaultMessage: 'Salvar preferências', description: 'Cookie preferences dialog: save the choice' },
});

const Choices = styled('div', { display: 'grid', gap: '$4', marginTop: '$4' });

type Optional = Omit<CookiePreferences, 'necessary'>;

export interface CookiePreferencesDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The cookie banner's second layer: one switch per category of spec 3, each starting as the current
 * preference (all on by default, spec 5); the necessary one is fixed on. Saving answers the banner.
 */
export function CookiePreferencesDialog({ isOpen, onOpenChange }: CookiePreferencesDialogProps) {
  const intl = useIntl();
  const { stores } = useAppServices();
  const { preferences } = useSnapshot(stores.consent);
  const [choice, setChoice] = useState<Optional>(() => ({
    session: preferences.session,
    performance: preferences.performance,
    personalisation: preferences.personalisation,
  }));
  const toggle = (category: keyof Optional) => (on: boolean) => setChoice((was) => ({ ...was, [category]: on }));
  const categories = [
    ['session', cookiePreferencesMessages.session, cookiePreferencesMessages.sessionDescription],
    ['performance', cookiePreferencesMessages.performance, cookiePreferencesMessages.performanceDescription],
    ['personalisation', cookiePreferencesMessages.personalisation, cookiePreferencesMessages.personalisationDescription],
  ] as const;

  return (
    <Dialog
      title={intl.formatMessage(cookiePreferencesMessages.title)}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      actions={(close) => (
        <Button
          onPress={() => {
            decideCookies(stores.consent, choice);
            close();
          }}
        >
          {intl.formatMessage(cookiePreferencesMessages.save)}
        </Button>
      )}
    >
      <p>{intl.formatMessage(cookiePreferencesMessages.intro)}</p>
      <Choices>
        <Switch isSelected isDisabled description={intl.formatMessage(cookiePreferencesMessages.necessaryDescription)}>
          {intl.formatMessage(cookiePreferencesMessages.necessary)}
        </Switch>
        {categories.map(([category, label, description]) => (
          <Switch key={category} isSelected={choice[category]} onChange={toggle(category)} description={intl.formatMessage(description)}>
            {intl.formatMessage(label)}
          </Switch>
        ))}
      </Choices>
    </Dialog>
  );
}
