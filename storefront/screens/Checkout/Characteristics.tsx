import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot, type Snapshot } from 'valtio';
import { LazySelect } from '@ui/LazySelect';
import { TextField } from '@ui/TextField';
import { styled } from '@themes/stitches.config';
import { answerCharacteristic, checkCharacteristics, type Caracteristica, type CheckoutContentStore } from '@storefront/state/checkoutContent';
import { Section } from './layout';
import { characteristicsMessages as messages } from './messages';

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

/** Each characteristic's field by its id: `Characteristics` fills it, `characteristicsAnswered` focuses from it. */
export type CharacteristicFields = RefObject<Record<string, HTMLElement | null>>;

/**
 * The client and order characteristics (spec 3, 7), each a choice or a line of text. A required one
 * left empty shows its error; `characteristicsAnswered` focuses it when the order is sent.
 */
export function Characteristics({ store, fieldsRef }: { store: CheckoutContentStore; fieldsRef: CharacteristicFields }) {
  const intl = useIntl();
  const { caracteristicas, valores, faltando } = useSnapshot(store);
  if (caracteristicas.cliente.length + caracteristicas.pedido.length === 0) return null;

  const field = (c: Snapshot<Caracteristica>) => {
    const invalid = faltando === c.id;
    const error = intl.formatMessage(messages.required, { nome: c.nome });
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
            placeholder={intl.formatMessage(messages.choose)}
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
      <h2 id="caracteristicas">{intl.formatMessage(messages.characteristics)}</h2>
      {caracteristicas.cliente.length ? (
        <Group>
          <legend>{intl.formatMessage(messages.client)}</legend>
          {caracteristicas.cliente.map(field)}
        </Group>
      ) : null}
      {caracteristicas.pedido.length ? (
        <Group>
          <legend>{intl.formatMessage(messages.order)}</legend>
          {caracteristicas.pedido.map(field)}
        </Group>
      ) : null}
    </Section>
  );
}

/**
 * Before sending: every required characteristic answered, else its field gets the focus (and shows why).
 * `fields` is the ref `Characteristics` fills, which the page owns: the fields and the send button are
 * rendered apart.
 */
export function characteristicsAnswered(store: CheckoutContentStore, fields: CharacteristicFields): boolean {
  if (checkCharacteristics(store)) return true;
  const id = store.faltando;
  const target = id ? fields.current[id]?.querySelector<HTMLElement>('input, button') : null;
  target?.focus();
  return false;
}
