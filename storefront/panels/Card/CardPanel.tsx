import { useState, type SyntheticEvent } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Select } from '@ui/Select';
import { SlidePanel } from '@ui/SlidePanel';
import { TextField } from '@ui/TextField';
import { styled } from '@themes/stitches.config';
import { toReais } from '@storefront/domain/money';
import { digitsOf, isCardExpiryValid, isCardNumber, isCardSecurityCode } from '@storefront/domain/payment';
import { authoriseCard, checkoutTotals, selectedPayment } from '@storefront/state/checkout';
import { useAppServices } from '@storefront/state/context';
import { closePanel } from '@storefront/state/panels';

const messages = defineMessages<{
  title: NoMessageValues;
  number: NoMessageValues;
  name: NoMessageValues;
  expiry: NoMessageValues;
  expiryHint: NoMessageValues;
  cvv: NoMessageValues;
  cvvHint: NoMessageValues;
  instalments: NoMessageValues;
  instalment: { count: number; value: string };
  preAuthorisation: { value: string };
  submit: NoMessageValues;
  invalidNumber: NoMessageValues;
  invalidName: NoMessageValues;
  invalidExpiry: NoMessageValues;
  invalidCvv: NoMessageValues;
  refused: NoMessageValues;
  secure: NoMessageValues;
}>({
  title: { id: 'card.title', defaultMessage: 'Pagamento com cartão', description: 'Title of the card payment panel' },
  number: { id: 'card.number', defaultMessage: 'Número do cartão', description: 'Card number field' },
  name: { id: 'card.name', defaultMessage: 'Nome impresso no cartão', description: 'Card holder name field' },
  expiry: { id: 'card.expiry', defaultMessage: 'Validade', description: 'Card expiry field' },
  expiryHint: { id: 'card.expiryHint', defaultMessage: 'MM/AA', description: 'Format of the card expiry' },
  cvv: { id: 'card.cvv', defaultMessage: 'Código de segurança (CVV)', description: 'Card security code field' },
  cvvHint: { id: 'card.cvvHint', defaultMessage: '3 ou 4 dígitos no verso do cartão', description: 'Where the security code is' },
  instalments: { id: 'card.instalments', defaultMessage: 'Parcelas', description: 'Instalments select' },
  instalment: {
    id: 'card.instalment',
    defaultMessage: '{count, plural, one {À vista: {value}} other {#x de {value} sem juros}}',
    description: 'One instalment option, with the value of each instalment',
  },
  preAuthorisation: {
    id: 'card.preAuthorisation',
    defaultMessage:
      'Vamos pré-autorizar {value} no seu cartão, porque o valor final pode variar (por exemplo, em produtos vendidos por peso). Qualquer valor pré-autorizado a mais é estornado automaticamente.',
    description: 'spec 9: card pre-authorisation message, with the pre-charged amount',
  },
  submit: { id: 'card.submit', defaultMessage: 'Usar este cartão', description: 'Confirms the card for the order' },
  invalidNumber: { id: 'card.invalidNumber', defaultMessage: 'Confira o número do cartão.', description: 'The card number is not a valid card number' },
  invalidName: { id: 'card.invalidName', defaultMessage: 'Informe o nome como está no cartão.', description: 'The card holder name is empty' },
  invalidExpiry: { id: 'card.invalidExpiry', defaultMessage: 'Informe uma validade futura no formato MM/AA.', description: 'The card expiry is wrong or past' },
  invalidCvv: { id: 'card.invalidCvv', defaultMessage: 'O código tem 3 ou 4 dígitos.', description: 'The security code is wrong' },
  refused: {
    id: 'card.refused',
    defaultMessage: 'Não foi possível validar o cartão. Confira os dados e tente novamente.',
    description: 'The payment gateway refused the card without a text of its own',
  },
  secure: {
    id: 'card.secure',
    defaultMessage: 'Os dados do cartão vão direto para o processador de pagamento; a loja recebe apenas um código.',
    description: 'Why it is safe to type the card here',
  },
});

const Form = styled('form', { display: 'grid', gap: '$4' });
const Pair = styled('div', { display: 'grid', gap: '$4', gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))' });
const Note = styled('p', { margin: 0, fontSize: '$sm', color: '$textMuted' });

/** Groups the number in fours as it is typed, the way it is printed on the card. */
const formatNumber = (text: string) => digitsOf(text).slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
const formatExpiry = (text: string) => digitsOf(text).slice(0, 4).replace(/^(\d{2})(\d)/, '$1/$2');

/** spec 2 "Panels": the card payment; the payment SDK turns the card into a token the order carries. */
export function CardPanel() {
  const intl = useIntl();
  const { stores, api } = useAppServices();
  const panels = useSnapshot(stores.panels);
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
    void authoriseCard(stores, api, { numero, nome: nome.trim().toUpperCase(), validade, cvv }, Number(parcelas)).then((ok) => {
      if (ok) {
        setCvv('');
        closePanel(stores.panels);
      }
    });
  };

  return (
    <SlidePanel
      title={intl.formatMessage(messages.title)}
      side="right"
      isOpen={panels.active === 'card'}
      onOpenChange={(open) => {
        if (!open) closePanel(stores.panels);
      }}
    >
      <Form onSubmit={submit} noValidate aria-label={intl.formatMessage(messages.title)}>
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
        <Note>{intl.formatMessage(messages.secure)}</Note>
      </Form>
    </SlidePanel>
  );
}
