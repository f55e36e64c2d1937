import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Select } from '@ui/Select';
import { SlidePanel } from '@ui/SlidePanel';
import { TextField } from '@ui/TextField';
import { Text } from '@ui/Text';
import { Stack } from '@ui/Stack';
import { styled } from '@themes/stitches.config';
import { toReais } from '@storefront/domain/money';
import { digitsOf, validateCard, type CardForm } from '@storefront/domain/payment';
import { useCheckedForm } from '@storefront/components/form/useCheckedForm';
import { checkoutTotals, selectedPayment, useCheckoutActions } from '@storefront/state/checkout';
import { useStores } from '@storefront/state/context';
import { usePanel } from '@storefront/state/usePanel';
import { closePanel } from '@storefront/state/panels';
import { cardPanelMessages as messages } from './messages';

/** Expiry and code side by side, their boxes level whatever their labels' lengths (the code's wraps on a phone). */
const Pair = styled('div', { display: 'grid', gap: '$4', gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))', alignItems: 'end' });

/** Groups the number in fours as it is typed, the way it is printed on the card. */
const formatNumber = (text: string) => digitsOf(text).slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
const formatExpiry = (text: string) => digitsOf(text).slice(0, 4).replace(/^(\d{2})(\d)/, '$1/$2');

const EMPTY_CARD: CardForm = { numero: '', nome: '', validade: '', cvv: '' };
/** The fields in the order shown: the first invalid one gets the focus after a submit. */
const CARD_FIELDS: readonly (keyof CardForm)[] = ['numero', 'nome', 'validade', 'cvv'];

/** spec 2 "Panels": the card payment; the payment SDK turns the card into a token the order carries. */
export function CardPanel() {
  const intl = useIntl();
  const stores = useStores();
  const { authoriseCard } = useCheckoutActions();
  const panel = usePanel('card');
  const checkout = useSnapshot(stores.checkout);
  useSnapshot(stores.cart);
  const [parcelas, setParcelas] = useState('1');
  const method = selectedPayment(stores);
  const totalCents = checkoutTotals(stores).totalCents;
  const money = (cents: number) => intl.formatNumber(toReais(cents), { style: 'currency', currency: 'BRL' });
  const maxInstalments = Math.max(1, method?.parcelasMaximas ?? 1);
  const { setForm, field, formRef, submit } = useCheckedForm(EMPTY_CARD, {
    order: CARD_FIELDS,
    validate: (card: CardForm) => validateCard(card, new Date()),
    textOf: (problem) => intl.formatMessage(messages[problem]),
    send: (card) =>
      void authoriseCard({ ...card, nome: card.nome.trim().toUpperCase() }, Number(parcelas)).then((ok) => {
        // The security code never lingers once the card has its token.
        if (ok) {
          setForm((was) => ({ ...was, cvv: '' }));
          closePanel(stores.panels);
        }
      }),
  });

  return (
    <SlidePanel title={intl.formatMessage(messages.title)} side="right" {...panel}>
      <Stack as="form" gap={4} ref={formRef} onSubmit={submit} noValidate aria-label={intl.formatMessage(messages.title)}>
        <Alert tone="info">{intl.formatMessage(messages.preAuthorisation, { value: money(totalCents) })}</Alert>
        {checkout.cardFailure !== null ? (
          <Alert tone="danger" live>
            {checkout.cardFailure || intl.formatMessage(messages.refused)}
          </Alert>
        ) : null}
        <TextField
          label={intl.formatMessage(messages.number)}
          {...field('numero', formatNumber)}
          autoComplete="cc-number"
          inputMode="numeric"
          isRequired
        />
        <TextField
          label={intl.formatMessage(messages.name)}
          {...field('nome')}
          autoComplete="cc-name"
          isRequired
        />
        <Pair>
          <TextField
            label={intl.formatMessage(messages.expiry)}
            description={intl.formatMessage(messages.expiryHint)}
            {...field('validade', formatExpiry)}
            autoComplete="cc-exp"
            inputMode="numeric"
            isRequired
          />
          <TextField
            label={intl.formatMessage(messages.cvv)}
            description={intl.formatMessage(messages.cvvHint)}
            {...field('cvv', digitsOf)}
            autoComplete="cc-csc"
            inputMode="numeric"
            maxLength={4}
            isRequired
          />
        </Pair>
        {maxInstalments > 1 ? (
          <Select
            label={intl.formatMessage(messages.instalments)}
            selectedKey={parcelas}
            onSelectionChange={(key) => setParcelas(String(key ?? '1'))}
            options={Array.from({ length: maxInstalments }, (_, i) => ({
              id: String(i + 1),
              label: intl.formatMessage(messages.instalment, { count: i + 1, value: money(Math.ceil(totalCents / (i + 1))) }),
            }))}
          />
        ) : null}
        <Button type="submit" isPending={checkout.cardStatus === 'tokenising'} fullWidth>
          {intl.formatMessage(messages.submit)}
        </Button>
        <Text tone="muted" size="sm">{intl.formatMessage(messages.secure)}</Text>
      </Stack>
    </SlidePanel>
  );
}
