import { useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { RadioGroup } from '@ui/RadioGroup';
import { Text } from '@ui/Text';
import { TextField } from '@ui/TextField';
import { styled } from '@themes/stitches.config';
import { canRate, RATING_COMMENT_MAX } from '@storefront/domain/orderList';
import type { OrderDetailsStore } from '@storefront/state/orders';
import { useOrderActions } from '@storefront/state/orders';
import { Section } from './layout';
import { ordersMessages as messages } from './messages';

const Form = styled('form', { display: 'grid', gap: '$3', justifyItems: 'start', '& > div': { width: '100%' } });

/** The 1 to 5 stars (a radio group) and a comment; success and failure said where the form was. */
export function OrderRating({ store }: { store: OrderDetailsStore }) {
  const intl = useIntl();
  const { rateOrder } = useOrderActions();
  const { rating, order } = useSnapshot(store);
  const [nota, setNota] = useState<number | null>(null);
  const [comentario, setComentario] = useState('');
  if (!order) return null;
  if (order.avaliacao) {
    return (
      <Section aria-labelledby="avaliacao">
        <h2 id="avaliacao">{intl.formatMessage(messages.rateTitle)}</h2>
        {rating.sent ? (
          <Alert tone="success" live>
            {intl.formatMessage(messages.ratingSent)}
          </Alert>
        ) : null}
        <p>{intl.formatMessage(messages.yourRating, { count: order.avaliacao.nota })}</p>
        {order.avaliacao.comentario ? <Text tone="muted" size="sm">{order.avaliacao.comentario}</Text> : null}
      </Section>
    );
  }
  if (!canRate(order)) return null;
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    void rateOrder(store, nota, comentario);
  };
  return (
    <Section aria-labelledby="avaliacao">
      <h2 id="avaliacao">{intl.formatMessage(messages.rateTitle)}</h2>
      {rating.failure ? (
        <Alert tone="danger" live>
          {rating.failure.text ?? intl.formatMessage(messages.ratingFailed)}
        </Alert>
      ) : null}
      <Form onSubmit={submit} noValidate aria-labelledby="avaliacao">
        <RadioGroup
          label={intl.formatMessage(messages.stars)}
          orientation="horizontal"
          value={nota === null ? null : String(nota)}
          onChange={(value) => setNota(Number(value))}
          isRequired
          isInvalid={rating.invalid === 'ratingRequired'}
          errorMessage={intl.formatMessage(messages.ratingRequired)}
          options={[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: intl.formatMessage(messages.starOption, { count: n }) }))}
        />
        <TextField
          label={intl.formatMessage(messages.comment)}
          value={comentario}
          onChange={setComentario}
          isInvalid={rating.invalid === 'commentTooLong'}
          errorMessage={intl.formatMessage(messages.commentTooLong, { max: RATING_COMMENT_MAX })}
        />
        <Button type="submit" isPending={rating.sending}>
          {intl.formatMessage(messages.sendRating)}
        </Button>
      </Form>
    </Section>
  );
}
