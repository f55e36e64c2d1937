import { defineMessages, type NoMessageValues } from 'react-intl';

/** The promotional combo screens' messages (spec 2 "promotional combo", spec 3, spec 7). */
export const combosMessages = defineMessages<{
  title: NoMessageValues;
  intro: NoMessageValues;
  loading: NoMessageValues;
  failed: NoMessageValues;
  empty: NoMessageValues;
  emptyText: NoMessageValues;
  productCount: { count: number; nomes: string };
  saving: { valor: string };
  back: NoMessageValues;
  comboLoading: NoMessageValues;
  comboFailed: NoMessageValues;
  products: NoMessageValues;
  quantity: { quantidade: number; unidade: string };
  separately: NoMessageValues;
  comboPrice: NoMessageValues;
  youSave: NoMessageValues;
  add: NoMessageValues;
  added: { quantity: number };
  locked: NoMessageValues;
  saveFailed: NoMessageValues;
  cartRule: NoMessageValues;
}>({
  title: { id: 'combos.title', defaultMessage: 'Combos promocionais', description: 'Heading of the promotional combos screen (spec 2)' },
  intro: { id: 'combos.intro', defaultMessage: 'Produtos que saem mais em conta juntos.', description: 'What a combo is, under the heading' },
  loading: { id: 'combos.loading', defaultMessage: 'Carregando combos', description: 'The combos are loading' },
  failed: { id: 'combos.failed', defaultMessage: 'Não foi possível carregar os combos.', description: 'The combos failed to load' },
  empty: { id: 'combos.empty', defaultMessage: 'Nenhum combo no momento', description: 'The supplier has no combos' },
  emptyText: { id: 'combos.emptyText', defaultMessage: 'Volte em breve para ver as novas ofertas.', description: 'What to do when there are no combos' },
  productCount: {
    id: 'combos.productCount',
    defaultMessage: '{count, plural, one {# produto} other {# produtos}}: {nomes}',
    description: 'How many products a combo holds and their names, on its card',
  },
  saving: { id: 'combos.saving', defaultMessage: 'Economize {valor}', description: 'The saving of a combo against its products bought apart, on a badge' },
  back: { id: 'combos.back', defaultMessage: 'Voltar aos combos', description: 'Link from a combo back to all combos' },
  comboLoading: { id: 'combos.comboLoading', defaultMessage: 'Carregando o combo', description: 'One combo is loading' },
  comboFailed: { id: 'combos.comboFailed', defaultMessage: 'Não foi possível carregar este combo.', description: 'One combo failed to load (or does not exist)' },
  products: { id: 'combos.products', defaultMessage: 'Produtos do combo', description: 'Heading (and accessible name) of the products of a combo' },
  quantity: { id: 'combos.quantity', defaultMessage: 'Quantidade: {quantidade, number} {unidade}', description: 'The quantity of a product in a combo, with its unit' },
  separately: { id: 'combos.separately', defaultMessage: 'Separadamente', description: 'Label of the sum of the products bought apart' },
  comboPrice: { id: 'combos.comboPrice', defaultMessage: 'No combo', description: 'Label of the combo price' },
  youSave: { id: 'combos.youSave', defaultMessage: 'Você economiza', description: 'Label of the saving in BRL' },
  add: { id: 'combos.add', defaultMessage: 'Adicionar combo ao carrinho', description: 'Button adding every product of the combo to the cart' },
  added: {
    id: 'combos.added',
    defaultMessage: '{quantity, plural, one {O combo está} other {# combos estão}} no seu carrinho.',
    description: 'The combo was added to the cart as one combo line; how many of it the cart now holds',
  },
  locked: {
    id: 'combos.locked',
    defaultMessage: 'Negociação em andamento: o carrinho não pode ser alterado agora.',
    description: 'The cart is locked by an attendant (spec 6 title verbatim, then why nothing was added)',
  },
  saveFailed: { id: 'combos.saveFailed', defaultMessage: 'Não foi possível salvar o carrinho com o combo. Tente novamente.', description: 'Saving the cart with the combo failed' },
  cartRule: {
    id: 'combos.cartRule',
    defaultMessage: 'O combo vai ao carrinho como um item, pelo preço do combo.',
    description: 'How adding a combo goes to the cart: one combo line at the combo price',
  },
});
