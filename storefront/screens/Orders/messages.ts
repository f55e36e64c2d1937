import { defineMessages, type NoMessageValues } from 'react-intl';

/** The words of the order list and the order details (spec 2 "Order list", "Order details"). */
export const ordersMessages = defineMessages<{
  title: NoMessageValues;
  tabs: NoMessageValues;
  tabsWithoutSubscriptions: NoMessageValues;
  tabOrders: NoMessageValues;
  tabQuotes: NoMessageValues;
  tabSubscriptions: NoMessageValues;
  visitor: NoMessageValues;
  loading: NoMessageValues;
  failed: NoMessageValues;
  retry: NoMessageValues;
  emptyOrders: NoMessageValues;
  emptyOrdersText: NoMessageValues;
  emptyQuotes: NoMessageValues;
  emptyQuotesText: NoMessageValues;
  sort: NoMessageValues;
  sortNewest: NoMessageValues;
  sortOldest: NoMessageValues;
  sortHighestTotal: NoMessageValues;
  sortLowestTotal: NoMessageValues;
  listOrders: NoMessageValues;
  listQuotes: NoMessageValues;
  orderNumber: { numpedido: string };
  quoteNumber: { numpedido: string };
  placedOn: { date: string };
  noDate: NoMessageValues;
  delivery: NoMessageValues;
  pickup: NoMessageValues;
  total: NoMessageValues;
  details: NoMessageValues;
  detailsOf: { numpedido: string };
  loadMore: NoMessageValues;
  shown: { count: number };
  moreFailed: NoMessageValues;
  back: NoMessageValues;
  loadingOrder: NoMessageValues;
  orderFailed: NoMessageValues;
  progress: NoMessageValues;
  deliveryTitle: NoMessageValues;
  deliverTo: NoMessageValues;
  deliveryType: NoMessageValues;
  itemLine: { quantidade: string; preco: string };
  pickupAt: NoMessageValues;
  noPlace: NoMessageValues;
  items: NoMessageValues;
  summary: NoMessageValues;
  subtotal: NoMessageValues;
  deliveryFee: NoMessageValues;
  free: NoMessageValues;
  coupon: { cupom: string };
  discount: NoMessageValues;
  minus: { value: string };
  store: { nome: string; endereco: string };
  payment: NoMessageValues;
  paymentMethod: NoMessageValues;
  changePayment: NoMessageValues;
  newPayment: NoMessageValues;
  savePayment: NoMessageValues;
  cancel: NoMessageValues;
  paymentChanged: { descricao: string };
  paymentFailed: NoMessageValues;
  methodsLoading: NoMessageValues;
  methodsFailed: NoMessageValues;
  actions: NoMessageValues;
  danfe: NoMessageValues;
  export: NoMessageValues;
  downloaded: { fileName: string };
  danfeFailed: NoMessageValues;
  exportFailed: NoMessageValues;
  receipt: NoMessageValues;
  receiptTitle: NoMessageValues;
  receiptAmount: NoMessageValues;
  receiptValidUntil: { time: string };
  receiptCode: NoMessageValues;
  receiptQr: { numpedido: string };
  receiptFailed: NoMessageValues;
  close: NoMessageValues;
  rateTitle: NoMessageValues;
  stars: NoMessageValues;
  starOption: { count: number };
  comment: NoMessageValues;
  sendRating: NoMessageValues;
  ratingRequired: NoMessageValues;
  commentTooLong: { max: number };
  ratingFailed: NoMessageValues;
  ratingSent: NoMessageValues;
  yourRating: { count: number };
}>({
  title: { id: 'orders.title', defaultMessage: 'Meus pedidos', description: 'Heading of the order list screen' },
  tabs: { id: 'orders.tabs', defaultMessage: 'Pedidos, orçamentos e assinaturas', description: 'Accessible name of the tabs of the order list' },
  tabsWithoutSubscriptions: {
    id: 'orders.tabsWithoutSubscriptions',
    defaultMessage: 'Pedidos e orçamentos',
    description: 'Accessible name of the tabs of the order list of a supplier without the subscriptions module (spec 5)',
  },
  tabOrders: { id: 'orders.tabOrders', defaultMessage: 'Pedidos', description: 'Tab listing the orders' },
  tabQuotes: { id: 'orders.tabQuotes', defaultMessage: 'Orçamentos', description: 'Tab listing the quotes (orçamentos)' },
  tabSubscriptions: { id: 'orders.tabSubscriptions', defaultMessage: 'Assinaturas', description: 'Tab listing the subscriptions' },
  visitor: { id: 'orders.visitor', defaultMessage: 'Entre na sua conta para acompanhar seus pedidos.', description: 'The order screens opened by a visitor' },
  loading: { id: 'orders.loading', defaultMessage: 'Carregando pedidos', description: 'The order list is loading' },
  failed: { id: 'orders.failed', defaultMessage: 'Não foi possível carregar seus pedidos.', description: 'The order list failed to load' },
  retry: { id: 'orders.retry', defaultMessage: 'Tentar novamente', description: 'Loads the order list or the order again' },
  emptyOrders: { id: 'orders.emptyOrders', defaultMessage: 'Nenhum pedido por aqui', description: 'The client has no orders' },
  emptyOrdersText: { id: 'orders.emptyOrdersText', defaultMessage: 'Os pedidos que você fizer aparecem aqui para acompanhar.', description: 'What the empty order list will hold' },
  emptyQuotes: { id: 'orders.emptyQuotes', defaultMessage: 'Nenhum orçamento por aqui', description: 'The client has no quotes' },
  emptyQuotesText: { id: 'orders.emptyQuotesText', defaultMessage: 'Os orçamentos que você pedir aparecem aqui.', description: 'What the empty quote list will hold' },
  sort: { id: 'orders.sort', defaultMessage: 'Ordenar por', description: 'Sort select of the order list (spec 2 "sort by")' },
  sortNewest: { id: 'orders.sort.newest', defaultMessage: 'Mais recentes', description: 'Sort option: newest orders first' },
  sortOldest: { id: 'orders.sort.oldest', defaultMessage: 'Mais antigos', description: 'Sort option: oldest orders first' },
  sortHighestTotal: { id: 'orders.sort.highestTotal', defaultMessage: 'Maior valor', description: 'Sort option: highest total first' },
  sortLowestTotal: { id: 'orders.sort.lowestTotal', defaultMessage: 'Menor valor', description: 'Sort option: lowest total first' },
  listOrders: { id: 'orders.listOrders', defaultMessage: 'Lista de pedidos', description: 'Accessible name of the list of orders' },
  listQuotes: { id: 'orders.listQuotes', defaultMessage: 'Lista de orçamentos', description: 'Accessible name of the list of quotes' },
  orderNumber: { id: 'orders.orderNumber', defaultMessage: 'Pedido nº {numpedido}', description: 'An order, by its number' },
  quoteNumber: { id: 'orders.quoteNumber', defaultMessage: 'Orçamento nº {numpedido}', description: 'A quote, by its number' },
  placedOn: { id: 'orders.placedOn', defaultMessage: 'Feito em {date}', description: 'When the order was placed' },
  noDate: { id: 'orders.noDate', defaultMessage: 'Data não informada', description: 'The order date could not be read' },
  delivery: { id: 'orders.delivery', defaultMessage: 'Entrega', description: 'Delivery type DELIVERY' },
  pickup: { id: 'orders.pickup', defaultMessage: 'Retirada na loja', description: 'Delivery type RETIRADA (pickup)' },
  total: { id: 'orders.total', defaultMessage: 'Total', description: 'Order total' },
  details: { id: 'orders.details', defaultMessage: 'Ver detalhes', description: 'Opens the order details' },
  detailsOf: { id: 'orders.detailsOf', defaultMessage: 'Ver detalhes do pedido {numpedido}', description: 'Accessible name of the link to an order details' },
  loadMore: { id: 'orders.loadMore', defaultMessage: 'Carregar mais', description: 'Loads the next orders (spec 2 "load more")' },
  shown: {
    id: 'orders.shown',
    defaultMessage: '{count, plural, one {# pedido exibido} other {# pedidos exibidos}}',
    description: 'How many orders the list shows',
  },
  moreFailed: { id: 'orders.moreFailed', defaultMessage: 'Não foi possível carregar mais pedidos.', description: 'The next page of orders failed' },

  back: { id: 'orders.back', defaultMessage: 'Voltar para Meus pedidos', description: 'Link from the order details back to the list' },
  loadingOrder: { id: 'orders.loadingOrder', defaultMessage: 'Carregando pedido', description: 'The order details are loading' },
  orderFailed: { id: 'orders.orderFailed', defaultMessage: 'Não foi possível carregar este pedido.', description: 'The order details failed to load' },
  progress: { id: 'orders.progress', defaultMessage: 'Andamento do pedido', description: 'Heading and name of the status steps (spec 4)' },
  deliveryTitle: { id: 'orders.deliveryTitle', defaultMessage: 'Entrega', description: 'Heading of the delivery section of the details' },
  deliveryType: { id: 'orders.deliveryType', defaultMessage: 'Tipo de entrega', description: 'Before the delivery type (delivery or pickup)' },
  itemLine: { id: 'orders.itemLine', defaultMessage: '{quantidade} × {preco}', description: 'An order item: quantity times unit price' },
  deliverTo: { id: 'orders.deliverTo', defaultMessage: 'Entregar em', description: 'Before the delivery address' },
  pickupAt: { id: 'orders.pickupAt', defaultMessage: 'Retirar em', description: 'Before the pickup store' },
  noPlace: { id: 'orders.noPlace', defaultMessage: 'Endereço não informado', description: 'The order carries no address nor store' },
  items: { id: 'orders.items', defaultMessage: 'Itens do pedido', description: 'Heading and name of the items table' },
  summary: { id: 'orders.summary', defaultMessage: 'Resumo', description: 'Heading of the totals of the details' },
  subtotal: { id: 'orders.subtotal', defaultMessage: 'Subtotal', description: 'Sum of the items' },
  deliveryFee: { id: 'orders.deliveryFee', defaultMessage: 'Taxa de entrega', description: 'Delivery fee' },
  free: { id: 'orders.free', defaultMessage: 'Grátis', description: 'No delivery fee' },
  coupon: { id: 'orders.coupon', defaultMessage: 'Desconto do cupom {cupom}', description: 'Discount of the coupon the order used' },
  minus: { id: 'orders.minus', defaultMessage: '−{value}', description: 'A discount amount, subtracted from the total' },
  store: { id: 'orders.store', defaultMessage: '{nome} · {endereco}', description: 'The pickup store: its name and address' },
  discount: { id: 'orders.discount', defaultMessage: 'Desconto', description: 'Discount without a coupon code' },
  payment: { id: 'orders.payment', defaultMessage: 'Pagamento', description: 'Heading of the payment section' },
  paymentMethod: { id: 'orders.paymentMethod', defaultMessage: 'Forma de pagamento', description: 'The order payment method' },
  changePayment: { id: 'orders.changePayment', defaultMessage: 'Alterar forma de pagamento', description: 'Opens the change of payment method (spec 7)' },
  newPayment: { id: 'orders.newPayment', defaultMessage: 'Nova forma de pagamento', description: 'Radio group of the payment methods' },
  savePayment: { id: 'orders.savePayment', defaultMessage: 'Salvar forma de pagamento', description: 'Confirms the new payment method' },
  cancel: { id: 'orders.cancel', defaultMessage: 'Cancelar', description: 'Closes a dialog without changes' },
  paymentChanged: { id: 'orders.paymentChanged', defaultMessage: 'Forma de pagamento alterada para {descricao}.', description: 'The payment method was changed' },
  paymentFailed: { id: 'orders.paymentFailed', defaultMessage: 'Não foi possível alterar a forma de pagamento.', description: 'The change of payment method failed' },
  methodsLoading: { id: 'orders.methodsLoading', defaultMessage: 'Carregando formas de pagamento', description: 'The payment methods are loading' },
  methodsFailed: { id: 'orders.methodsFailed', defaultMessage: 'Não foi possível carregar as formas de pagamento.', description: 'The payment methods failed to load' },
  actions: { id: 'orders.actions', defaultMessage: 'Documentos e ações', description: 'Heading of the order actions (DANFE, export, receipt, repeat)' },
  danfe: { id: 'orders.danfe', defaultMessage: 'Baixar DANFE', description: 'Downloads the invoice document (DANFE, PDF)' },
  export: { id: 'orders.export', defaultMessage: 'Exportar pedido', description: 'Downloads the order as a spreadsheet file' },
  downloaded: { id: 'orders.downloaded', defaultMessage: 'Arquivo {fileName} baixado.', description: 'A file of the order was downloaded' },
  danfeFailed: { id: 'orders.danfeFailed', defaultMessage: 'Não foi possível baixar a DANFE.', description: 'The DANFE download failed and the server sent no text' },
  exportFailed: { id: 'orders.exportFailed', defaultMessage: 'Não foi possível exportar o pedido.', description: 'The export failed and the server sent no text' },
  receipt: { id: 'orders.receipt', defaultMessage: 'Gerar recibo', description: 'Generates the payment receipt of the order (spec 7)' },
  receiptTitle: { id: 'orders.receiptTitle', defaultMessage: 'Recibo de pagamento', description: 'Title of the receipt dialog' },
  receiptAmount: { id: 'orders.receiptAmount', defaultMessage: 'Valor', description: 'Amount of the receipt' },
  receiptValidUntil: { id: 'orders.receiptValidUntil', defaultMessage: 'Válido até {time}', description: 'Until when the receipt code can be paid' },
  receiptCode: { id: 'orders.receiptCode', defaultMessage: 'Código PIX copia e cola', description: 'The PIX copy-paste code of the receipt' },
  receiptQr: { id: 'orders.receiptQr', defaultMessage: 'QR Code do pagamento do pedido {numpedido}', description: 'Accessible name of the receipt QR code' },
  receiptFailed: { id: 'orders.receiptFailed', defaultMessage: 'Não foi possível gerar o recibo.', description: 'The receipt failed and the server sent no text' },
  close: { id: 'orders.close', defaultMessage: 'Fechar', description: 'Closes the receipt dialog' },
  rateTitle: { id: 'orders.rateTitle', defaultMessage: 'Avalie seu pedido', description: 'Heading of the rating form' },
  stars: { id: 'orders.stars', defaultMessage: 'Nota', description: 'Radio group of the 1 to 5 stars' },
  starOption: { id: 'orders.starOption', defaultMessage: '{count, plural, one {# estrela} other {# estrelas}}', description: 'One rating option' },
  comment: { id: 'orders.comment', defaultMessage: 'Comentário (opcional)', description: 'Rating comment field' },
  sendRating: { id: 'orders.sendRating', defaultMessage: 'Enviar avaliação', description: 'Sends the rating' },
  ratingRequired: { id: 'orders.ratingRequired', defaultMessage: 'Escolha uma nota de 1 a 5 estrelas.', description: 'The rating was sent without stars' },
  commentTooLong: { id: 'orders.commentTooLong', defaultMessage: 'O comentário pode ter até {max} caracteres.', description: 'The rating comment is too long' },
  ratingFailed: { id: 'orders.ratingFailed', defaultMessage: 'Não foi possível enviar sua avaliação.', description: 'The rating failed and the server sent no text' },
  ratingSent: { id: 'orders.ratingSent', defaultMessage: 'Obrigado! Sua avaliação foi enviada.', description: 'The rating was received' },
  yourRating: {
    id: 'orders.yourRating',
    defaultMessage: 'Sua avaliação: {count, plural, one {# estrela} other {# estrelas}}',
    description: 'The rating the client already gave',
  },
});
