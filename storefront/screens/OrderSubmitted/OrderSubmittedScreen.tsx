import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { useParams } from 'react-router';
import { Link } from '@ui/Link';
import { styled } from '@themes/stitches.config';

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

const Panel = styled('section', { display: 'grid', gap: '$3', justifyItems: 'start', '& h1': { margin: 0 }, '& p': { margin: 0 } });

/** spec 2 `/{supplier}/submissao/{numpedido}`: confirms the order that was just submitted. */
export function OrderSubmittedScreen() {
  const intl = useIntl();
  const { fornecedor, numpedido } = useParams();
  return (
    <Panel aria-labelledby="pedido-enviado">
      <h1 id="pedido-enviado">{intl.formatMessage(messages.title)}</h1>
      <p>{intl.formatMessage(messages.number, { numpedido: numpedido ?? '' })}</p>
      <p>{intl.formatMessage(messages.next)}</p>
      <Link appearance="button" href={`/${fornecedor ?? ''}`}>
        {intl.formatMessage(messages.back)}
      </Link>
    </Panel>
  );
}

export { OrderSubmittedScreen as Component };
