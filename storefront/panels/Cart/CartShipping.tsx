import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Spinner } from '@ui/Spinner';
import { TextField } from '@ui/TextField';
import { Stack } from '@ui/Stack';
import { Text } from '@ui/Text';
import { styled } from '@themes/stitches.config';
import { maskCep } from '@storefront/domain/address';
import { useStores } from '@storefront/state/context';
import {
  cancelShipping,
  closeShippingFailure,
  createShippingStore,
  refreshShipping,
  typeCep,
  type ShippingFailure,
} from '@storefront/state/shipping';
import { useShippingContext } from '@storefront/state/shipping';
import { useFormatDay } from '@storefront/i18n/formatDay';
import { cartShippingMessages as messages } from './messages';

/** The failure's modal comes with its first failure: the dialog's code stays out of the cart panel's chunk. */
const CartShippingFailure = lazy(async () => ({ default: (await import('./CartShippingFailure')).CartShippingFailure }));

const Section = styled('section', {
  display: 'grid',
  gap: '$3',
  marginTop: '$5',
  paddingTop: '$4',
  borderTop: '$borderWidths$thin solid $borderSubtle',
  '& h3': { margin: 0, fontSize: '$md' },
});

const Option = styled('li', {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: '$1 $3',
  padding: '$3',
  borderRadius: '$md',
  border: '$borderWidths$thin solid $borderSubtle',
});
const OptionName = styled('span', { fontWeight: '$medium', overflowWrap: 'anywhere' });
const Fee = styled('span', { fontWeight: '$bold', textAlign: 'end' });
const Forecast = styled('span', { gridColumn: '1 / -1', fontSize: '$sm', color: '$textMuted' });

/**
 * spec 5 and 9: "Calcular frete" in the cart panel. The fee by CEP is asked 500 ms after the last
 * keystroke, only for a complete CEP and a cart with products, and again when the cart changes; the
 * options show their fee and forecast, and a failure opens a modal with the server's text (spec 8).
 */
export function CartShipping() {
  const intl = useIntl();
  const headingId = useId();
  const stores = useStores();
  const [store] = useState(createShippingStore);
  const state = useSnapshot(store);
  const cart = useSnapshot(stores.cart);
  const context = useShippingContext();
  const [failureUsed, setFailureUsed] = useState(false);
  if (state.failureOpen && !failureUsed) setFailureUsed(true);

  // What the fee depends on: a change asks again for the same CEP (the server's reply to a save keeps it).
  const items = cart.lines.map((l) => `${l.product.idproduto}:${l.quantity}:${l.giftWrap ? 1 : 0}`).join('|');
  useEffect(() => {
    refreshShipping(store, context);
  }, [store, context, items]);
  useEffect(() => () => cancelShipping(store), [store]);

  const money = (n: number) => intl.formatNumber(n, { style: 'currency', currency: 'BRL' });
  // A calendar day: read at noon, so no time zone moves it to the day before.
  const date = useFormatDay();
  const failureText = (failure: ShippingFailure | null) => {
    if (failure?.kind === 'server') return failure.text;
    return intl.formatMessage(failure?.kind === 'none' ? messages.none : messages.unavailable);
  };
  const empty = cart.lines.length === 0;

  return (
    <Section aria-labelledby={headingId}>
      <h3 id={headingId}>{intl.formatMessage(messages.heading)}</h3>
      <TextField
        label={intl.formatMessage(messages.label)}
        description={intl.formatMessage(empty ? messages.emptyCart : messages.help)}
        value={state.cep}
        onChange={(text) => typeCep(store, context, text)}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={9}
        placeholder="00000-000"
      />
      <div role="status">
        {state.status === 'waiting' || state.status === 'loading' ? <Spinner size="sm" showLabel label={intl.formatMessage(messages.loading)} /> : null}
      </div>
      {/* After the modal: the reason stays by the field (not announced again). */}
      {state.status === 'failed' && !state.failureOpen ? <Text tone="muted" size="sm">{failureText(state.failure)}</Text> : null}
      {state.options.length > 0 && state.forCep ? (
        <Stack as="ul" gap={2} aria-label={intl.formatMessage(messages.options, { cep: maskCep(state.forCep) })}>
          {state.options.map((o) => (
            <Option key={o.id}>
              <OptionName>{o.descricao}</OptionName>
              <Fee>{o.valor > 0 ? money(o.valor) : intl.formatMessage(messages.free)}</Fee>
              {o.data_de_entrega ? <Forecast>{intl.formatMessage(messages.forecast, { date: date(o.data_de_entrega) })}</Forecast> : null}
            </Option>
          ))}
        </Stack>
      ) : null}
      {failureUsed ? (
        <Suspense fallback={null}>
          <CartShippingFailure isOpen={state.failureOpen} text={failureText(state.failure)} onClose={() => closeShippingFailure(store)} />
        </Suspense>
      ) : null}
    </Section>
  );
}
