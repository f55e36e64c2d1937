import { defineMessages, type NoMessageValues } from 'react-intl';

export const cartShippingMessages = defineMessages<{
  heading: NoMessageValues;
  label: NoMessageValues;
  help: NoMessageValues;
  emptyCart: NoMessageValues;
  loading: NoMessageValues;
  options: { cep: string };
  free: NoMessageValues;
  forecast: { date: string };
  none: NoMessageValues;
  unavailable: NoMessageValues;
}>({
  heading: { id: 'cart.shipping.heading', defaultMessage: 'Calcular frete', description: 'Heading of the shipping fee estimate by CEP in the cart panel' },
  label: { id: 'cart.shipping.label', defaultMessage: 'CEP de entrega', description: 'Label of the CEP field of the shipping fee estimate' },
  help: {
    id: 'cart.shipping.help',
    defaultMessage: 'Digite os 8 números do CEP para ver as opções e a taxa de entrega.',
    description: 'Help under the CEP field of the shipping fee estimate',
  },
  emptyCart: {
    id: 'cart.shipping.emptyCart',
    defaultMessage: 'Adicione produtos ao carrinho para calcular o frete: a taxa depende dos itens do pedido.',
    description: 'spec 5: the shipping fee by CEP is looked up only with products in the cart; said under the CEP field of an empty cart',
  },
  loading: { id: 'cart.shipping.loading', defaultMessage: 'Calculando o frete', description: 'Announced while the shipping options of a CEP load' },
  options: { id: 'cart.shipping.options', defaultMessage: 'Opções de entrega para o CEP {cep}', description: 'Accessible name of the list of shipping options found for a CEP' },
  free: { id: 'cart.shipping.free', defaultMessage: 'Sem taxa', description: 'A shipping option without a fee' },
  forecast: { id: 'cart.shipping.forecast', defaultMessage: 'Previsão: {date}', description: 'Expected delivery date of a shipping option' },
  none: {
    id: 'cart.shipping.none',
    defaultMessage: 'Nenhuma forma de entrega foi encontrada para esse endereço, itens ou valor de pedido.',
    description: 'spec 8 "No delivery option": the fee lookup by CEP found no option and the server sent no text',
  },
  unavailable: {
    id: 'cart.shipping.unavailable',
    defaultMessage: 'Não foi possível calcular o frete agora. Confira o CEP e tente novamente em alguns instantes.',
    description: 'The fee lookup by CEP failed without a server text (no connection, server error)',
  },
});

export const cartPanelMessages = defineMessages<{
  title: NoMessageValues;
  empty: NoMessageValues;
  restoring: NoMessageValues;
  emptyText: NoMessageValues;
  remove: { name: string };
  clear: NoMessageValues;
  clearTitle: NoMessageValues;
  clearText: { count: number };
  keep: NoMessageValues;
  total: { count: number };
  checkout: NoMessageValues;
  giftWrap: { price: string };
  service: { name: string; price: string };
}>({
  checkout: { id: 'cart.checkout', defaultMessage: 'Finalizar pedido', description: 'Goes from the cart to the checkout' },
  giftWrap: { id: 'cart.giftWrap', defaultMessage: 'Embalar para presente (+ {price} por unidade)', description: 'Gift wrapping of a line, with the packaging price' },
  service: {
    id: 'cart.service',
    defaultMessage: '{name} (+ {price} por unidade)',
    description: "A paid add-on service the line's product offers, as a checkbox: chosen services are charged with the line",
  },
  title: { id: 'cart.title', defaultMessage: 'Carrinho', description: 'Title of the cart panel' },
  empty: { id: 'cart.empty', defaultMessage: 'Seu carrinho está vazio', description: 'Title of the empty cart' },
  restoring: {
    id: 'cart.restoring',
    defaultMessage: 'Carregando seu carrinho',
    description: 'The cart panel while the browser brings back the cart of an earlier visit (spec 4 persistence)',
  },
  emptyText: { id: 'cart.emptyText', defaultMessage: 'Experimente adicionar alguns produtos.', description: 'What to do with an empty cart' },
  remove: { id: 'cart.remove', defaultMessage: 'Remover {name} do carrinho', description: "Accessible name of a cart line's remove button (spec 4 DEL)" },
  clear: { id: 'cart.clear', defaultMessage: 'Esvaziar carrinho', description: 'Removes every line of the cart, after a confirmation' },
  clearTitle: { id: 'cart.clearTitle', defaultMessage: 'Esvaziar o carrinho?', description: 'Title of the confirmation before the cart is emptied' },
  clearText: {
    id: 'cart.clearText',
    defaultMessage: '{count, plural, one {O item do carrinho será removido.} other {Os # itens do carrinho serão removidos.}}',
    description: 'What emptying the cart does; count is the number of lines',
  },
  keep: { id: 'cart.keep', defaultMessage: 'Manter itens', description: 'Closes the confirmation without emptying the cart' },
  total: {
    id: 'cart.total',
    defaultMessage: 'Total ({count, plural, one {# item} other {# itens}})',
    description: 'Label of the cart total, with how many lines the cart has',
  },
});

export const recommendationsMessages = defineMessages<{ title: NoMessageValues; loading: NoMessageValues; dismiss: NoMessageValues; dismissName: { name: string } }>({
  title: { id: 'recommendations.title', defaultMessage: 'Recomendados para você', description: 'Heading of the recommended products in the cart (spec 3 "Recommendation")' },
  loading: { id: 'recommendations.loading', defaultMessage: 'Carregando recomendações', description: 'The recommended products are loading' },
  dismiss: { id: 'recommendations.dismiss', defaultMessage: 'Não tenho interesse', description: 'Hides a recommended product (feedback IGNORAR)' },
  dismissName: {
    id: 'recommendations.dismissName',
    defaultMessage: 'Não tenho interesse em {name}',
    description: 'Accessible name of the button hiding one recommended product',
  },
});
