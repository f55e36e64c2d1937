import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { RadioGroup } from '@ui/RadioGroup';
import { Text } from '@ui/Text';
import { TextField } from '@ui/TextField';
import { styled } from '@themes/stitches.config';
import { canRate, RATING_COMMENT_MAX, validateRating, type RatingError, type RatingForm } from '@storefront/domain/orderList';
import { useCheckedForm } from '@storefront/components/form/useCheckedForm';
import type { OrderDetailsStore } from '@storefront/state/orders';
import { useOrderActions } from '@storefront/state/orders';
import { Section } from './layout';
import { ordersMessages as messages } from './messages';

const Form = styled('form', { display: 'grid', gap: '$3', justifyItems: 'start', '& > div': { width: '100%' } });

/** The fields in the order shown: the first with a problem gets the focus after a submit. */
const RATING_FIELDS: readonly (keyof RatingForm)[] = ['nota', 'comentario'];

/** The 1 to 5 stars (a radio group) and a comment; success and failure said where the form was. */
export function OrderRating({ store }: { store: OrderDetailsStore }) {
  const intl = useIntl();
  const { rateOrder } = useOrderActions();
  const { rating, order } = useSnapshot(store);
  const { form, setForm, field, problems, formRef, submit } = useCheckedForm<RatingForm, RatingError>({ nota: null, comentario: '' }, {
    order: RATING_FIELDS,
    validate: validateRating,
    textOf: (problem) => intl.formatMessage(messages[problem], { max: RATING_COMMENT_MAX }),
    send: ({ nota, comentario }) => void rateOrder(store, nota, comentario),
  });
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
  return (
    <Section aria-labelledby="avaliacao">
      <h2 id="avaliacao">{intl.formatMessage(messages.rateTitle)}</h2>
      {rating.failure ? (
        <Alert tone="danger" live>
          {rating.failure.text ?? intl.formatMessage(messages.ratingFailed)}
        </Alert>
      ) : null}
      <Form ref={formRef} onSubmit={submit} noValidate aria-labelledby="avaliacao">
        <RadioGroup
          label={intl.formatMessage(messages.stars)}
          name="nota"
          orientation="horizontal"
          value={form.nota === null ? null : String(form.nota)}
          onChange={(value) => setForm((was) => ({ ...was, nota: Number(value) }))}
          isRequired
          isInvalid={problems.nota !== undefined}
          errorMessage={intl.formatMessage(messages.ratingRequired)}
          options={[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: intl.formatMessage(messages.starOption, { count: n }) }))}
        />
        <TextField label={intl.formatMessage(messages.comment)} {...field('comentario')} />
        <Button type="submit" isPending={rating.sending}>
          {intl.formatMessage(messages.sendRating)}
        </Button>
      </Form>
    </Section>
  );
}
