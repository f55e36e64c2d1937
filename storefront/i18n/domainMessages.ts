import { defineMessages } from 'react-intl';

/**
 * The words for what storefront/domain decides: its functions return these ids (plain data, no React),
 * the screens format them. A unit test checks every id the domain can return is here.
 */
export const domainMessages = defineMessages({
  'cart.quantity.raisedToMinimum': {
    id: 'cart.quantity.raisedToMinimum',
    defaultMessage: 'A quantidade mínima deste produto é {quantity} {unit}.',
    description: 'Why a quantity was raised: the product has a minimum per order (spec 4)',
  },
  'cart.quantity.roundedToStep': {
    id: 'cart.quantity.roundedToStep',
    defaultMessage: 'Este produto é vendido de {step} em {step} {unit}: ajustamos para {quantity} {unit}.',
    description: 'Why a typed quantity changed: it was rounded to the sales package (granularity)',
  },
  'cart.quantity.cappedAtMaximum': {
    id: 'cart.quantity.cappedAtMaximum',
    defaultMessage: 'O máximo por pedido deste produto é {quantity} {unit}.',
    description: 'Why a quantity was lowered: the product has a maximum per order (spec 4)',
  },
  'cart.quantity.removedBelowMinimum': {
    id: 'cart.quantity.removedBelowMinimum',
    defaultMessage: 'Produto removido: abaixo da quantidade mínima de {quantity} {unit}.',
    description: 'Why a product left the cart when decreased below its minimum per order (spec 4)',
  },
  'cart.quantity.noValidQuantity': {
    id: 'cart.quantity.noValidQuantity',
    defaultMessage: 'Este produto não pode ser comprado agora: a quantidade mínima passa do máximo por pedido.',
    description: 'A product whose minimum per order is above its maximum (bad catalogue data)',
  },
  'cart.explain.buyMore': {
    id: 'cart.explain.buyMore',
    defaultMessage: 'Compre mais {quantity} {unit} e pague {price} cada',
    description: 'Hint on a cart line: how much more to buy to reach the next cheaper unit price (progressive or wholesale)',
  },
  'coupon.betterAutomatic': {
    id: 'coupon.betterAutomatic',
    defaultMessage:
      'Não foi possível trocar o seu cupom de desconto, pois já existe um cupom automático aplicado que oferece um benefício superior.',
    description: 'spec 5: a manual coupon is refused because the automatic one gives more',
  },
  'order.emptyCart': {
    id: 'order.emptyCart',
    defaultMessage: 'O carrinho está vazio. Experimente adicionar alguns produtos',
    description: 'spec 5: submitting a cart with no items',
  },
  'order.storeRequired': {
    id: 'order.storeRequired',
    defaultMessage: 'Escolha a loja onde vai retirar o pedido.',
    description: 'Submitting a pickup order without a chosen store',
  },
  'order.addressRequired': {
    id: 'order.addressRequired',
    defaultMessage: 'Informe um endereço de entrega com a localização no mapa.',
    description: 'Submitting a delivery order without an address that has coordinates',
  },
  'gate.loginToBuy': { id: 'gate.loginToBuy', defaultMessage: 'Faça login para comprar', description: 'spec 6: a visitor must log in to buy' },
  'gate.awaitingApproval': {
    id: 'gate.awaitingApproval',
    defaultMessage: 'Seu cadastro já foi confirmado e aguarda aprovação',
    description: 'spec 5: an unapproved user may not submit orders (restrict-not-approved-user-submission)',
  },
  'login.invalid': { id: 'login.invalid', defaultMessage: 'Email ou CPF Invalido', description: 'spec 8: the login field is not an email, CPF, CNPJ or document' },
  'status.orcamentoNovo': { id: 'status.orcamentoNovo', defaultMessage: 'Orçamento em análise', description: 'spec 4: order status ORCAMENTO_NOVO (quote received or under analysis)' },
  'status.orcamentoPrecificado': { id: 'status.orcamentoPrecificado', defaultMessage: 'Orçamento precificado', description: 'spec 4: order status ORCAMENTO_PRECIFICADO' },
  'status.enviado': { id: 'status.enviado', defaultMessage: 'Pedido recebido', description: 'spec 4: order status ENVIADO (received)' },
  'status.separando': { id: 'status.separando', defaultMessage: 'Em separação', description: 'spec 4: order status SEPARANDO (being prepared)' },
  'status.aguardandopagamento': { id: 'status.aguardandopagamento', defaultMessage: 'Aguardando pagamento', description: 'spec 4: order status AGUARDANDOPAGAMENTO' },
  'status.pago': { id: 'status.pago', defaultMessage: 'Pronto para entrega', description: 'spec 4: order status PAGO (ready for delivery)' },
  'status.ementrega': { id: 'status.ementrega', defaultMessage: 'Saiu para entrega', description: 'spec 4: order status EMENTREGA (out for delivery)' },
  'status.prontoRetirada': { id: 'status.prontoRetirada', defaultMessage: 'Pronto para retirada', description: 'spec 4: order status PRONTO_RETIRADA' },
  'status.entregue': { id: 'status.entregue', defaultMessage: 'Entregue', description: 'spec 4: order status ENTREGUE' },
  'status.cancelado': { id: 'status.cancelado', defaultMessage: 'Cancelado', description: 'spec 4: order status CANCELADO' },
});
