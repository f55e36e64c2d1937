import { defineMessages, type NoMessageValues } from 'react-intl';

/** The page's own words: its heading and the states before the form (visitor, loading, empty). */
export const messages = defineMessages<{
  title: NoMessageValues;
  loginTitle: NoMessageValues;
  loginText: NoMessageValues;
  loginAction: NoMessageValues;
  emptyTitle: NoMessageValues;
  cartRestoring: NoMessageValues;
  offerLoading: NoMessageValues;
  emptyAction: NoMessageValues;
}>({
  title: { id: 'checkout.title', defaultMessage: 'Finalizar pedido', description: 'Checkout page heading' },
  loginTitle: { id: 'checkout.loginTitle', defaultMessage: 'Faça login para comprar', description: 'spec 6: a visitor at the checkout' },
  loginText: { id: 'checkout.loginText', defaultMessage: 'Seu carrinho fica guardado enquanto você entra.', description: 'The cart is kept while the visitor logs in' },
  loginAction: { id: 'checkout.loginAction', defaultMessage: 'Entrar', description: 'Opens the login panel from the checkout' },
  emptyTitle: {
    id: 'checkout.emptyTitle',
    defaultMessage: 'O carrinho está vazio. Experimente adicionar alguns produtos',
    description: 'spec 5: the checkout with an empty cart',
  },
  cartRestoring: {
    id: 'checkout.cartRestoring',
    defaultMessage: 'Carregando seu carrinho',
    description: 'The checkout while the browser brings back the cart of an earlier visit (spec 4 persistence)',
  },
  offerLoading: {
    id: 'checkout.offerLoading',
    defaultMessage: 'Carregando seus endereços e formas de pagamento',
    description: 'The checkout right after the shopper signed in on it, while her addresses, payment methods and the order instructions load',
  },
  emptyAction: { id: 'checkout.emptyAction', defaultMessage: 'Ver produtos', description: 'Link from an empty checkout to the catalogue' },
});

export const orderInstructionsMessages = defineMessages({
  instructions: { id: 'content.checkout.instructions', defaultMessage: 'Instruções do pedido', description: "Heading of the supplier's order instructions at checkout" },
});

export const characteristicsMessages = defineMessages<{
  characteristics: NoMessageValues;
  client: NoMessageValues;
  order: NoMessageValues;
  choose: NoMessageValues;
  required: { nome: string };
}>({
  characteristics: { id: 'content.checkout.characteristics', defaultMessage: 'Informações do pedido', description: 'Heading of the client and order characteristics at checkout' },
  client: { id: 'content.checkout.client', defaultMessage: 'Sobre você', description: "Group of the client's characteristics" },
  order: { id: 'content.checkout.order', defaultMessage: 'Sobre este pedido', description: "Group of the order's characteristics" },
  choose: { id: 'content.checkout.choose', defaultMessage: 'Selecione', description: 'Placeholder of a characteristic with options' },
  required: { id: 'content.checkout.required', defaultMessage: 'Preencha “{nome}” para enviar o pedido.', description: 'A required characteristic left empty at submission' },
});
