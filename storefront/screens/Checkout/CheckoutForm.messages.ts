import { defineMessages, type NoMessageValues } from 'react-intl';

/** The form's words: they come with the form's chunk, only to a signed-in shopper with a cart. */
export const formMessages = defineMessages<{
  awaitingApprovalText: NoMessageValues;
  delivery: NoMessageValues;
  deliveryType: NoMessageValues;
  typeDelivery: NoMessageValues;
  typePickup: NoMessageValues;
  onlyDelivery: NoMessageValues;
  onlyPickup: NoMessageValues;
  address: NoMessageValues;
  noAddress: NoMessageValues;
  store: NoMessageValues;
  map: { name: string };
  options: NoMessageValues;
  optionsLoading: NoMessageValues;
  noOption: NoMessageValues;
  outsideArea: NoMessageValues;
  areaFailed: NoMessageValues;
  schedulingFailed: NoMessageValues;
  fee: { fee: string };
  free: NoMessageValues;
  forecast: { date: string };
  addressReference: { ref: string };
  date: NoMessageValues;
  dateHint: NoMessageValues;
  payment: NoMessageValues;
  paymentMethod: NoMessageValues;
  paymentFailed: NoMessageValues;
  cardGiven: { bandeira: string; final: string; parcelas: number };
  cardAdd: NoMessageValues;
  cardChange: NoMessageValues;
  pixNote: NoMessageValues;
  boletoNote: NoMessageValues;
  coupon: NoMessageValues;
  couponField: NoMessageValues;
  couponApply: NoMessageValues;
  couponActive: { code: string; benefit: string };
  couponAutomatic: { code: string; benefit: string };
  couponPlatform: { benefit: string };
  couponRemove: NoMessageValues;
  couponList: NoMessageValues;
  couponUnverified: NoMessageValues;
  notes: NoMessageValues;
  notesField: NoMessageValues;
  customerNumber: NoMessageValues;
  summary: NoMessageValues;
  itemLine: { nome: string; quantity: string; unit: string };
  discountValue: { value: string };
  feePending: NoMessageValues;
  subtotal: NoMessageValues;
  discount: NoMessageValues;
  deliveryFee: NoMessageValues;
  total: NoMessageValues;
  submit: NoMessageValues;
  duplicate: { message: string; itens: string };
  deliveryRequired: NoMessageValues;
  paymentRequired: NoMessageValues;
  cardRequired: NoMessageValues;
  unavailable: NoMessageValues;
  subscription: NoMessageValues;
  subscriptionNone: NoMessageValues;
}>({
  awaitingApprovalText: {
    id: 'checkout.awaitingApprovalText',
    defaultMessage: 'Você pode montar o carrinho e escolher a entrega; o envio do pedido fica liberado quando o fornecedor aprovar o seu cadastro.',
    description: 'spec 5 restrict-not-approved-user-submission: under the awaiting-approval title at the checkout of an unapproved client',
  },
  delivery: { id: 'checkout.delivery', defaultMessage: 'Entrega', description: 'Heading of the delivery section' },
  deliveryType: { id: 'checkout.deliveryType', defaultMessage: 'Como você quer receber?', description: 'Delivery or pickup choice' },
  typeDelivery: { id: 'checkout.typeDelivery', defaultMessage: 'Receber no endereço', description: 'DELIVERY option' },
  typePickup: { id: 'checkout.typePickup', defaultMessage: 'Retirar na loja', description: 'RETIRADA option' },
  onlyDelivery: { id: 'checkout.onlyDelivery', defaultMessage: 'Este fornecedor entrega no seu endereço.', description: 'The supplier only delivers' },
  onlyPickup: { id: 'checkout.onlyPickup', defaultMessage: 'Este fornecedor trabalha com retirada na loja.', description: 'The supplier only offers pickup' },
  address: { id: 'checkout.address', defaultMessage: 'Endereço de entrega', description: 'Delivery address choice' },
  noAddress: {
    id: 'checkout.noAddress',
    defaultMessage: 'Você ainda não tem endereço cadastrado. Cadastre um endereço para receber o pedido.',
    description: 'The client has no address',
  },
  store: { id: 'checkout.store', defaultMessage: 'Loja para retirada', description: 'Pickup store choice' },
  map: { id: 'checkout.map', defaultMessage: 'Ver {name} no mapa (abre em nova aba)', description: 'Link to the store on a map' },
  options: { id: 'checkout.options', defaultMessage: 'Forma de entrega', description: 'Delivery option choice' },
  optionsLoading: { id: 'checkout.optionsLoading', defaultMessage: 'Consultando formas de entrega', description: 'Delivery options are loading' },
  noOption: {
    id: 'checkout.noOption',
    defaultMessage: 'Nenhuma forma de entrega foi encontrada para esse endereço, itens ou valor de pedido.',
    description: 'spec 8: no delivery option',
  },
  outsideArea: { id: 'checkout.outsideArea', defaultMessage: 'O fornecedor não atende no endereço informado', description: 'spec 5: the chosen address is outside the supplier service area' },
  areaFailed: {
    id: 'checkout.areaFailed',
    defaultMessage: 'Falha ao consultar área de atendimento do fornecedor',
    description: 'spec 8: the service area (stores and delivery polygons) could not be loaded',
  },
  schedulingFailed: { id: 'checkout.schedulingFailed', defaultMessage: 'Falha ao consultar agendamentos', description: 'spec 8: shipping lookup failure (the server text follows, sanitised)' },
  fee: { id: 'checkout.fee', defaultMessage: 'Taxa: {fee}', description: 'Delivery option fee' },
  free: { id: 'checkout.free', defaultMessage: 'Sem taxa', description: 'A delivery option without fee' },
  addressReference: {
    id: 'checkout.addressReference',
    defaultMessage: 'Ponto de referência: {ref}',
    description: "A delivery address's reference point, beside its line (spec 3 pontoref/referencia)",
  },
  forecast: { id: 'checkout.forecast', defaultMessage: 'Previsão: {date}', description: 'Delivery forecast date' },
  date: { id: 'checkout.date', defaultMessage: 'Data de entrega', description: 'Scheduling (agendamento) date picker' },
  dateHint: { id: 'checkout.dateHint', defaultMessage: 'As datas disponíveis para esta forma de entrega.', description: 'Scheduling (agendamento) help' },
  payment: { id: 'checkout.payment', defaultMessage: 'Pagamento', description: 'Heading of the payment section' },
  paymentMethod: { id: 'checkout.paymentMethod', defaultMessage: 'Forma de pagamento', description: 'Payment method choice' },
  paymentFailed: {
    id: 'checkout.paymentFailed',
    defaultMessage: 'Não foi possível carregar as formas de pagamento. Recarregue a página para tentar de novo.',
    description: 'Payment methods failed to load',
  },
  cardGiven: {
    id: 'checkout.cardGiven',
    defaultMessage: '{bandeira} final {final} · {parcelas, plural, one {à vista} other {em #x}}',
    description: 'The card that will pay',
  },
  cardAdd: { id: 'checkout.cardAdd', defaultMessage: 'Informar cartão', description: 'Opens the card panel' },
  cardChange: { id: 'checkout.cardChange', defaultMessage: 'Trocar cartão', description: 'Opens the card panel to give another card' },
  pixNote: {
    id: 'checkout.pixNote',
    defaultMessage: 'O QR Code e o código PIX aparecem assim que você enviar o pedido.',
    description: 'When the PIX code is shown',
  },
  boletoNote: { id: 'checkout.boletoNote', defaultMessage: 'O boleto fica disponível nos detalhes do pedido.', description: 'Where the boleto is' },
  coupon: { id: 'checkout.coupon', defaultMessage: 'Cupom de desconto', description: 'Heading of the coupon section' },
  couponField: { id: 'checkout.couponField', defaultMessage: 'Código do cupom', description: 'Coupon code field' },
  couponApply: { id: 'checkout.couponApply', defaultMessage: 'Aplicar', description: 'Applies the typed coupon' },
  couponActive: { id: 'checkout.couponActive', defaultMessage: 'Cupom {code} aplicado: {benefit}', description: 'The manual coupon in force' },
  couponAutomatic: {
    id: 'checkout.couponAutomatic',
    defaultMessage: 'Cupom automático {code} aplicado: {benefit}',
    description: 'The automatic coupon in force',
  },
  couponPlatform: {
    id: 'checkout.couponPlatform',
    defaultMessage: 'Desconto do fornecedor aplicado ao carrinho: {benefit}',
    description: 'A discount the platform applied to the cart of its own, without a coupon (spec 3 "Cart" valorDescontoPercentual)',
  },
  couponRemove: { id: 'checkout.couponRemove', defaultMessage: 'Remover cupom', description: 'Removes the coupon (spec 4)' },
  couponList: { id: 'checkout.couponList', defaultMessage: 'Ver meus cupons', description: 'Opens the customer coupons panel' },
  couponUnverified: { id: 'checkout.couponUnverified', defaultMessage: 'Não foi possível verificar seu cupom', description: 'spec 5: coupon check failed without a server text' },
  notes: { id: 'checkout.notes', defaultMessage: 'Observações', description: 'Heading of the notes section' },
  notesField: { id: 'checkout.notesField', defaultMessage: 'Observações para o fornecedor', description: 'Order notes field (observacao)' },
  customerNumber: { id: 'checkout.customerNumber', defaultMessage: 'Número do seu pedido de compra (opcional)', description: 'Customer order number (numPedidoCliente)' },
  summary: { id: 'checkout.summary', defaultMessage: 'Resumo do pedido', description: 'Heading of the order summary' },
  itemLine: { id: 'checkout.itemLine', defaultMessage: '{nome} · {quantity} {unit}', description: 'A line of the summary: name and quantity' },
  discountValue: { id: 'checkout.discountValue', defaultMessage: '−{value}', description: 'The coupon discount, subtracted' },
  feePending: { id: 'checkout.feePending', defaultMessage: 'a calcular', description: 'The delivery fee before an option is chosen' },
  subtotal: { id: 'checkout.subtotal', defaultMessage: 'Produtos', description: 'Items subtotal' },
  discount: { id: 'checkout.discount', defaultMessage: 'Desconto', description: 'Coupon discount' },
  deliveryFee: { id: 'checkout.deliveryFee', defaultMessage: 'Entrega', description: 'Delivery fee' },
  total: { id: 'checkout.total', defaultMessage: 'Total', description: 'Order total' },
  submit: { id: 'checkout.submit', defaultMessage: 'Enviar pedido', description: 'Submits the order' },
  duplicate: {
    id: 'checkout.duplicate',
    defaultMessage: 'Erro ao submeter seu pedido. {message} Itens: {itens}',
    description: 'spec 8: a duplicate or failed submission, with the items',
  },
  deliveryRequired: { id: 'checkout.deliveryRequired', defaultMessage: 'Escolha uma forma de entrega.', description: 'Submitting without a delivery option' },
  paymentRequired: { id: 'checkout.paymentRequired', defaultMessage: 'Escolha a forma de pagamento.', description: 'Submitting without a payment method' },
  cardRequired: { id: 'checkout.cardRequired', defaultMessage: 'Informe o cartão que vai pagar o pedido.', description: 'Submitting a card order without a card' },
  unavailable: {
    id: 'checkout.unavailable',
    defaultMessage: 'Não foi possível enviar o pedido agora. Seu carrinho e suas escolhas continuam aqui: tente de novo em instantes.',
    description: 'The order and the duplicate check both failed; nothing is lost',
  },
  subscription: { id: 'checkout.subscription', defaultMessage: 'Repetir este pedido', description: 'Subscription choice (spec 4 recurrence)' },
  subscriptionNone: { id: 'checkout.subscriptionNone', defaultMessage: 'Só desta vez', description: 'No subscription' },
});
