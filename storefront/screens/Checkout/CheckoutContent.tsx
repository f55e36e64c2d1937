import { useRef, type RefObject } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { useSnapshot, type Snapshot } from 'valtio';
import { LazySelect } from '@ui/LazySelect';
import { TextField } from '@ui/TextField';
import { LazySafeHtml } from '@ui/LazySafeHtml';
import { styled } from '@themes/stitches.config';
import { answerCharacteristic, checkCharacteristics, type Caracteristica, type CheckoutContentStore } from '@storefront/state/checkoutContent';


export const contentMessages = defineMessages<{
  instructions: NoMessageValues;
  characteristics: NoMessageValues;
  client: NoMessageValues;
  order: NoMessageValues;
  choose: NoMessageValues;
  required: { nome: string };
}>({
  instructions: { id: 'content.checkout.instructions', defaultMessage: 'Instruções do pedido', description: "Heading of the supplier's order instructions at checkout" },
  characteristics: { id: 'content.checkout.characteristics', defaultMessage: 'Informações do pedido', description: 'Heading of the client and order characteristics at checkout' },
  client: { id: 'content.checkout.client', defaultMessage: 'Sobre você', description: "Group of the client's characteristics" },
  order: { id: 'content.checkout.order', defaultMessage: 'Sobre este pedido', description: "Group of the order's characteristics" },
  choose: { id: 'content.checkout.choose', defaultMessage: 'Selecione', description: 'Placeholder of a characteristic with options' },
  required: { id: 'content.checkout.required', defaultMessage: 'Preencha “{nome}” para enviar o pedido.', description: 'A required characteristic left empty at submission' },
});

const Section = styled('section', { display: 'grid', gap: '$4' });
const Group = styled('fieldset', {
  display: 'grid',
  gap: '$3',
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
  '& legend': { padding: 0, marginBottom: '$2', fontWeight: '$bold' },
});
/** A field focused by the check scrolls clear of the sticky header (WCAG 2.4.11, focus not obscured). */
const Field = styled('div', { '& input, & button': { scrollMarginBlock: 'calc($sizes$header * 2)' } });

const Instructions = styled('div', {
  padding: '$4',
  borderRadius: '$md',
  backgroundColor: '$surface',
  borderLeft: '$borderWidths$accent solid $primary',
});

/** spec 7 ORDER_INSTRUCTIONS: the supplier's text (server HTML, sanitised); nothing when it has none or failed. */
export function OrderInstructions({ store }: { store: CheckoutContentStore }) {
  const intl = useIntl();
  const { instrucoes } = useSnapshot(store);
  if (instrucoes.status !== 'loaded' || !instrucoes.html.trim()) return null;
  return (
    <Section aria-labelledby="instrucoes">
      <h2 id="instrucoes">{intl.formatMessage(contentMessages.instructions)}</h2>
      <Instructions>
        <LazySafeHtml html={instrucoes.html} />
      </Instructions>
    </Section>
  );
}

/**
 * The client and order characteristics (spec 3, 7), each a choice or a line of text. A required one
 * left empty shows its error; `useCharacteristicsCheck` focuses it when the order is sent.
 */
export function Characteristics({ store, fieldsRef }: { store: CheckoutContentStore; fieldsRef: RefObject<Record<string, HTMLElement | null>> }) {
  const intl = useIntl();
  const { caracteristicas, valores, faltando } = useSnapshot(store);
  if (caracteristicas.cliente.length + caracteristicas.pedido.length === 0) return null;

  const field = (c: Snapshot<Caracteristica>) => {
    const invalid = faltando === c.id;
    const error = intl.formatMessage(contentMessages.required, { nome: c.nome });
    return (
      <Field
        key={c.id}
        ref={(el) => {
          fieldsRef.current[c.id] = el;
        }}
      >
        {c.opcoes?.length ? (
          <LazySelect
            label={c.nome}
            placeholder={intl.formatMessage(contentMessages.choose)}
            options={c.opcoes.map((o) => ({ id: o, label: o }))}
            selectedKey={valores[c.id] || null}
            onSelectionChange={(key) => answerCharacteristic(store, c.id, key === null ? '' : String(key))}
            isRequired={c.obrigatoria}
            isInvalid={invalid}
            errorMessage={error}
          />
        ) : (
          <TextField
            label={c.nome}
            name={`caracteristica-${c.id}`}
            value={valores[c.id] ?? ''}
            onChange={(v) => answerCharacteristic(store, c.id, v)}
            isRequired={c.obrigatoria}
            isInvalid={invalid}
            errorMessage={error}
            validationBehavior="aria"
          />
        )}
      </Field>
    );
  };

  return (
    <Section aria-labelledby="caracteristicas">
      <h2 id="caracteristicas">{intl.formatMessage(contentMessages.characteristics)}</h2>
      {caracteristicas.cliente.length ? (
        <Group>
          <legend>{intl.formatMessage(contentMessages.client)}</legend>
          {caracteristicas.cliente.map(field)}
        </Group>
      ) : null}
      {caracteristicas.pedido.length ? (
        <Group>
          <legend>{intl.formatMessage(contentMessages.order)}</legend>
          {caracteristicas.pedido.map(field)}
        </Group>
      ) : null}
    </Section>
  );
}

/** Before sending: every required characteristic answered, else its field gets the focus (and shows why). */
export function useCharacteristicsCheck(store: CheckoutContentStore) {
  const fieldsRef = useRef<Record<string, HTMLElement | null>>({});
  const check = () => {
    if (checkCharacteristics(store)) return true;
    const id = store.faltando;
    const target = id ? fieldsRef.current[id]?.querySelector<HTMLElement>('input, button') : null;
    target?.focus();
    return false;
  };
  return { fieldsRef, check };
}
