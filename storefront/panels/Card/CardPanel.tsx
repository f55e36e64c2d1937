import { useState, type SyntheticEvent } from 'react';
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
import { digitsOf, isCardExpiryValid, isCardNumber, isCardSecurityCode } from '@storefront/domain/payment';
import { checkoutTotals, selectedPayment, useCheckoutActions } from '@storefront/state/checkout';
import { useStores } from '@storefront/state/context';
import { usePanel } from '@storefront/state/usePanel';
import { closePanel } from '@storefront/state/panels';
import { cardPanelMessages as messages } from './messages';

const Pair = styled('div', { display: 'grid', gap: '$4', gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))' });

/** Groups the number in fours as it is typed, the way it is printed on the card. */
const formatNumber = (text: string) => digitsOf(text).slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
const formatExpiry = (text: string) => digitsOf(text).slice(0, 4).replace(/^(\d{2})(\d)/, '$1/$2');

/** spec 2 "Panels": the card payment; the payment SDK turns the card into a token the order carries. */
export function CardPanel() {
  const intl = useIntl();
  const stores = useStores();
  const { authoriseCard } = useCheckoutActions();
  const panel = usePanel('card');
  const checkout = useSnapshot(stores.checkout);
  useSnapshot(stores.cart);
  const [numero, setNumero] = useState('');
  const [nome, setNome] = useState('');
  const [validade, setValidade] = useState('');
  const [cvv, setCvv] = useState('');
  const [parcelas, setParcelas] = useState('1');
  const [touched, setTouched] = useState(false);
  const method = selectedPayment(stores);
  const totalCents = checkoutTotals(stores).totalCents;
  const money = (cents: number) => intl.formatNumber(toReais(cents), { style: 'currency', currency: 'BRL' });
  const maxInstalments = Math.max(1, method?.parcelasMaximas ?? 1);
  const errors = {
    numero: !isCardNumber(numero),
    nome: nome.trim().length < 2,
    validade: !isCardExpiryValid(validade, new Date()),
    cvv: !isCardSecurityCode(cvv),
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.values(errors).some(Boolean)) return;
    void authoriseCard({ numero, nome: nome.trim().toUpperCase(), validade, cvv }, Number(parcelas)).then((ok) => {
      if (ok) {
        setCvv('');
        closePanel(stores.panels);
      }
    });
  };

  return (
    <SlidePanel title={intl.formatMessage(messages.title)} side="right" {...panel}>
      <Stack as="form" gap={4} onSubmit={submit} noValidate aria-label={intl.formatMessage(messages.title)}>
        <Alert tone="info">{intl.formatMessage(messages.preAuthorisation, { value: money(totalCents) })}</Alert>
        {checkout.cardFailure !== null ? (
          <Alert tone="danger" live>
            {checkout.cardFailure || intl.formatMessage(messages.refused)}
          </Alert>
        ) : null}
        <TextField
          label={intl.formatMessage(messages.number)}
          name="cc-number"
          autoComplete="cc-number"
          inputMode="numeric"
          value={numero}
          onChange={(text) => setNumero(formatNumber(text))}
          isRequired
          isInvalid={touched && errors.numero}
          errorMessage={intl.formatMessage(messages.invalidNumber)}
        />
        <TextField
          label={intl.formatMessage(messages.name)}
          name="cc-name"
          autoComplete="cc-name"
          value={nome}
          onChange={setNome}
          isRequired
          isInvalid={touched && errors.nome}
          errorMessage={intl.formatMessage(messages.invalidName)}
        />
        <Pair>
          <TextField
            label={intl.formatMessage(messages.expiry)}
            description={intl.formatMessage(messages.expiryHint)}
            name="cc-exp"
            autoComplete="cc-exp"
            inputMode="numeric"
            value={validade}
            onChange={(text) => setValidade(formatExpiry(text))}
            isRequired
            isInvalid={touched && errors.validade}
            errorMessage={intl.formatMessage(messages.invalidExpiry)}
          />
          <TextField
            label={intl.formatMessage(messages.cvv)}
            description={intl.formatMessage(messages.cvvHint)}
            name="cc-csc"
            autoComplete="cc-csc"
            inputMode="numeric"
            maxLength={4}
            value={cvv}
            onChange={(text) => setCvv(digitsOf(text))}
            isRequired
            isInvalid={touched && errors.cvv}
            errorMessage={intl.formatMessage(messages.invalidCvv)}
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
