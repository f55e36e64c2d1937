import { defineMessages, type NoMessageValues } from 'react-intl';

export const orderSubmittedScreenMessages = defineMessages<{
  title: NoMessageValues;
  number: { numpedido: string };
  noNumber: NoMessageValues;
  orders: NoMessageValues;
  next: NoMessageValues;
  back: NoMessageValues;
  summary: NoMessageValues;
  item: { nome: string; quantity: string; unit: string };
  total: { total: string };
  fee: { fee: string };
  pickup: NoMessageValues;
  delivery: NoMessageValues;
  payment: { method: string };
  payPix: NoMessageValues;
}>({
  title: { id: 'orderSubmitted.title', defaultMessage: 'Pedido enviado!', description: 'Order-submitted page heading (spec 2)' },
  number: { id: 'orderSubmitted.number', defaultMessage: 'Número do pedido: {numpedido}', description: 'The submitted order number' },
  noNumber: {
    id: 'orderSubmitted.noNumber',
    defaultMessage: 'Recebemos o seu pedido, mas o número dele ainda não chegou até nós. Ele aparece em Meus pedidos assim que for registrado.',
    description: 'spec 8: the submit failed but the duplicate check found no error, so the order is taken as done; its number is unknown',
  },
  orders: { id: 'orderSubmitted.orders', defaultMessage: 'Meus pedidos', description: "Link to the client's order list from the submission page" },
  next: {
    id: 'orderSubmitted.next',
    defaultMessage: 'Você pode acompanhar o andamento do pedido na sua lista de pedidos.',
    description: 'What the shopper can do after submitting',
  },
  back: { id: 'orderSubmitted.back', defaultMessage: 'Continuar comprando', description: 'Link back to the supplier home' },
  summary: { id: 'orderSubmitted.summary', defaultMessage: 'Resumo do pedido', description: 'Heading of the submitted order summary' },
  item: { id: 'orderSubmitted.item', defaultMessage: '{nome} · {quantity} {unit}', description: 'A line of the submitted order' },
  total: { id: 'orderSubmitted.total', defaultMessage: 'Total: {total}', description: 'Total of the submitted order' },
  fee: { id: 'orderSubmitted.fee', defaultMessage: 'Taxa de entrega: {fee}', description: 'Delivery fee of the submitted order' },
  pickup: { id: 'orderSubmitted.pickup', defaultMessage: 'Retirada na loja', description: 'The order is collected at the store' },
  delivery: { id: 'orderSubmitted.delivery', defaultMessage: 'Entrega no endereço', description: 'The order is delivered' },
  payment: { id: 'orderSubmitted.payment', defaultMessage: 'Pagamento: {method}', description: 'Payment method of the submitted order' },
  payPix: { id: 'orderSubmitted.payPix', defaultMessage: 'Pagar com PIX', description: 'Opens the PIX panel of the order' },
});
