import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { useParams } from 'react-router';
import { Link } from '@ui/Link';
import { StatusPanel } from '@ui/StatusPanel';

const messages = defineMessages<{
  title: NoMessageValues;
  number: { numpedido: string };
  next: NoMessageValues;
  back: NoMessageValues;
}>({
  title: { id: 'orderSubmitted.title', defaultMessage: 'Pedido enviado!', description: 'Order-submitted page heading (spec 2)' },
  number: { id: 'orderSubmitted.number', defaultMessage: 'Número do pedido: {numpedido}', description: 'The submitted order number' },
  next: {
    id: 'orderSubmitted.next',
    defaultMessage: 'Você pode acompanhar o andamento do pedido na sua lista de pedidos.',
    description: 'What the shopper can do after submitting',
  },
  back: { id: 'orderSubmitted.back', defaultMessage: 'Continuar comprando', description: 'Link back to the supplier home' },
});

/** spec 2 `/{supplier}/submissao/{numpedido}`: confirms the order that was just submitted. */
export function OrderSubmittedScreen() {
  const intl = useIntl();
  const { fornecedor, numpedido } = useParams();
  return (
    <StatusPanel
      announce="status"
      title={intl.formatMessage(messages.title)}
      actions={
        <Link appearance="button" href={`/${fornecedor ?? ''}`}>
          {intl.formatMessage(messages.back)}
        </Link>
      }
    >
      <p>{intl.formatMessage(messages.number, { numpedido: numpedido ?? '' })}</p>
      <p>{intl.formatMessage(messages.next)}</p>
    </StatusPanel>
  );
}

export { OrderSubmittedScreen as Component };
