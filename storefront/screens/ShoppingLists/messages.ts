import { defineMessages, type NoMessageValues } from 'react-intl';

/** The shopping list screens' messages (spec 2 "Shopping lists (mine and suggested)", spec 7). */
export const listsMessages = defineMessages<{
  title: NoMessageValues;
  intro: NoMessageValues;
  visitor: NoMessageValues;
  tabsLabel: NoMessageValues;
  mine: NoMessageValues;
  suggested: NoMessageValues;
  loading: NoMessageValues;
  failed: NoMessageValues;
  emptyMine: NoMessageValues;
  emptyMineText: NoMessageValues;
  emptySuggested: NoMessageValues;
  emptySuggestedText: NoMessageValues;
  productCount: { count: number };
  newList: NoMessageValues;
  newListTitle: NoMessageValues;
  listName: NoMessageValues;
  listNameHint: NoMessageValues;
  emptyName: NoMessageValues;
  create: NoMessageValues;
  cancel: NoMessageValues;
  createFailed: NoMessageValues;
  created: { nome: string };
  back: NoMessageValues;
  suggestedBadge: NoMessageValues;
  listLoading: NoMessageValues;
  listFailed: NoMessageValues;
  notFound: NoMessageValues;
  notFoundText: NoMessageValues;
  products: NoMessageValues;
  noProducts: NoMessageValues;
  noProductsText: NoMessageValues;
  quantity: { quantidade: number; unidade: string };
  lineTotal: { price: string };
  estimate: NoMessageValues;
  apply: NoMessageValues;
  applied: NoMessageValues;
  applyFailed: NoMessageValues;
  copyTo: NoMessageValues;
  copyToName: { nome: string };
  copied: { nome: string; to: string };
  copyFailed: { nome: string };
  noTargets: NoMessageValues;
  addTitle: NoMessageValues;
  searchLabel: NoMessageValues;
  searchHint: NoMessageValues;
  search: NoMessageValues;
  searching: NoMessageValues;
  searchFailed: NoMessageValues;
  noResults: { text: string };
  addName: { nome: string };
  add: NoMessageValues;
  added: { nome: string };
  addFailed: { nome: string };
  disable: NoMessageValues;
  disableTitle: NoMessageValues;
  disableText: { nome: string };
  disableConfirm: NoMessageValues;
  disableFailed: NoMessageValues;
  disabled: { nome: string };
  viewCart: NoMessageValues;
  total: NoMessageValues;
  unitPrice: { price: string; unidade: string };
  actions: NoMessageValues;
}>({
  title: { id: 'lists.title', defaultMessage: 'Listas de compras', description: 'Heading of the shopping lists screen (spec 2)' },
  intro: {
    id: 'lists.intro',
    defaultMessage: 'Monte listas com o que você compra sempre e leve tudo ao carrinho de uma vez.',
    description: 'What shopping lists are for, under the heading',
  },
  visitor: { id: 'lists.visitor', defaultMessage: 'Entre na sua conta para ver e montar suas listas de compras.', description: 'The shopping lists screen opened by a visitor' },
  tabsLabel: { id: 'lists.tabsLabel', defaultMessage: 'Tipos de lista', description: 'Accessible name of the tabs: her own lists and suggested ones' },
  mine: { id: 'lists.mine', defaultMessage: 'Minhas listas', description: 'Tab of the lists the client made (FROM_CLIENT)' },
  suggested: { id: 'lists.suggested', defaultMessage: 'Sugeridas', description: 'Tab of the lists the supplier suggests (TO_CLIENT)' },
  loading: { id: 'lists.loading', defaultMessage: 'Carregando listas', description: 'The shopping lists are loading' },
  failed: { id: 'lists.failed', defaultMessage: 'Não foi possível carregar as listas de compras.', description: 'The shopping lists failed to load' },
  emptyMine: { id: 'lists.emptyMine', defaultMessage: 'Você ainda não tem listas', description: 'The client has no lists of her own' },
  emptyMineText: {
    id: 'lists.emptyMineText',
    defaultMessage: 'Crie uma lista com os produtos que você compra sempre.',
    description: 'What to do when the client has no lists',
  },
  emptySuggested: { id: 'lists.emptySuggested', defaultMessage: 'Nenhuma lista sugerida', description: 'The supplier suggests no list' },
  emptySuggestedText: {
    id: 'lists.emptySuggestedText',
    defaultMessage: 'Quando o fornecedor sugerir uma lista para você, ela aparece aqui.',
    description: 'Where suggested lists will appear',
  },
  productCount: {
    id: 'lists.productCount',
    defaultMessage: '{count, plural, =0 {Nenhum produto} one {# produto} other {# produtos}}',
    description: 'How many products a list holds, on its card',
  },
  newList: { id: 'lists.newList', defaultMessage: 'Nova lista', description: 'Button opening the form that creates a list' },
  newListTitle: { id: 'lists.newListTitle', defaultMessage: 'Nova lista', description: 'Title of the dialog creating a list' },
  listName: { id: 'lists.listName', defaultMessage: 'Nome da lista', description: 'Name field of a new list' },
  listNameHint: { id: 'lists.listNameHint', defaultMessage: 'Por exemplo: Compra da semana.', description: 'Help under the new list name field' },
  emptyName: { id: 'lists.emptyName', defaultMessage: 'Dê um nome à lista.', description: 'A new list was asked for without a name' },
  create: { id: 'lists.create', defaultMessage: 'Criar lista', description: 'Confirms creating the list' },
  cancel: { id: 'lists.cancel', defaultMessage: 'Cancelar', description: 'Closes a list dialog without doing anything' },
  createFailed: { id: 'lists.createFailed', defaultMessage: 'Não foi possível criar a lista. Tente novamente.', description: 'Creating a list failed and the server sent no text' },
  created: { id: 'lists.created', defaultMessage: 'Lista {nome} criada.', description: 'A list was created' },
  back: { id: 'lists.back', defaultMessage: 'Voltar às listas', description: 'Link from a list back to all lists' },
  suggestedBadge: { id: 'lists.suggestedBadge', defaultMessage: 'Sugerida pelo fornecedor', description: 'Marks a list the supplier suggested' },
  listLoading: { id: 'lists.listLoading', defaultMessage: 'Carregando a lista', description: 'One list is loading' },
  listFailed: { id: 'lists.listFailed', defaultMessage: 'Não foi possível carregar esta lista.', description: 'One list failed to load' },
  notFound: { id: 'lists.notFound', defaultMessage: 'Lista não encontrada', description: 'The list asked for does not exist (or was disabled)' },
  notFoundText: { id: 'lists.notFoundText', defaultMessage: 'Ela pode ter sido desativada.', description: 'Why a list may not be found' },
  products: { id: 'lists.products', defaultMessage: 'Produtos da lista', description: 'Heading (and accessible name) of the list of products of a list' },
  noProducts: { id: 'lists.noProducts', defaultMessage: 'Esta lista está vazia', description: 'A list without products' },
  noProductsText: { id: 'lists.noProductsText', defaultMessage: 'Busque produtos do catálogo para adicionar a ela.', description: 'What to do with an empty list' },
  quantity: { id: 'lists.quantity', defaultMessage: 'Quantidade: {quantidade, number} {unidade}', description: 'The quantity of a product in a list, with its unit' },
  lineTotal: { id: 'lists.lineTotal', defaultMessage: 'Subtotal: {price}', description: 'A list line subtotal (price x quantity); {price} is the formatted BRL price' },
  estimate: {
    id: 'lists.estimate',
    defaultMessage: 'Valores de referência: o carrinho aplica as regras de preço e quantidade do fornecedor.',
    description: 'Explains the list prices are indicative',
  },
  apply: { id: 'lists.apply', defaultMessage: 'Aplicar ao carrinho', description: 'Button putting the products of the list in the cart' },
  applied: { id: 'lists.applied', defaultMessage: 'Os produtos da lista foram carregados no seu carrinho', description: 'The list was applied to the cart (echoes the repeat-order message of spec 8)' },
  applyFailed: {
    id: 'lists.applyFailed',
    defaultMessage: 'Não foi possível carregar os produtos da lista. Seu carrinho não foi alterado.',
    description: 'Applying the list failed and the server sent no text; the cart is as it was',
  },
  copyTo: { id: 'lists.copyTo', defaultMessage: 'Copiar para…', description: 'Menu button copying a product to another list' },
  copyToName: { id: 'lists.copyToName', defaultMessage: 'Copiar para… {nome}', description: 'Accessible name of the copy menu button of one product: the visible text, then the product' },
  copied: { id: 'lists.copied', defaultMessage: '{nome} foi copiado para a lista {to}.', description: 'A product was copied to another list' },
  copyFailed: { id: 'lists.copyFailed', defaultMessage: 'Não foi possível copiar {nome}. Tente novamente.', description: 'Copying a product failed and the server sent no text' },
  noTargets: { id: 'lists.noTargets', defaultMessage: 'Crie outra lista para copiar produtos para ela.', description: 'There is no other own list to copy a product to' },
  addTitle: { id: 'lists.addTitle', defaultMessage: 'Adicionar produto', description: 'Heading of the catalogue search that adds a product to the list' },
  searchLabel: { id: 'lists.searchLabel', defaultMessage: 'Buscar no catálogo', description: 'Search field for products to add to the list' },
  searchHint: { id: 'lists.searchHint', defaultMessage: 'Nome ou código do produto.', description: 'Help under the product search of a list' },
  search: { id: 'lists.search', defaultMessage: 'Buscar produto', description: 'Runs the product search of a list' },
  searching: { id: 'lists.searching', defaultMessage: 'Buscando produtos', description: 'The product search of a list is running' },
  searchFailed: { id: 'lists.searchFailed', defaultMessage: 'Não foi possível buscar produtos. Tente novamente.', description: 'The product search of a list failed' },
  noResults: { id: 'lists.noResults', defaultMessage: 'Nenhum produto encontrado para “{text}”.', description: 'The product search of a list found nothing' },
  addName: { id: 'lists.addName', defaultMessage: 'Adicionar {nome} à lista', description: 'Accessible name of the button adding one found product to the list' },
  add: { id: 'lists.add', defaultMessage: 'Adicionar', description: 'Button adding a found product to the list' },
  added: { id: 'lists.added', defaultMessage: '{nome} foi adicionado à lista.', description: 'A product was added to the list' },
  addFailed: { id: 'lists.addFailed', defaultMessage: 'Não foi possível adicionar {nome}. Tente novamente.', description: 'Adding a product to the list failed and the server sent no text' },
  disable: { id: 'lists.disable', defaultMessage: 'Desativar lista', description: 'Button disabling her own list' },
  disableTitle: { id: 'lists.disableTitle', defaultMessage: 'Desativar lista?', description: 'Title of the confirmation before disabling a list' },
  disableText: { id: 'lists.disableText', defaultMessage: 'A lista {nome} deixará de aparecer nas suas listas.', description: 'What disabling a list means' },
  disableConfirm: { id: 'lists.disableConfirm', defaultMessage: 'Desativar lista', description: 'Confirms disabling the list' },
  disableFailed: { id: 'lists.disableFailed', defaultMessage: 'Não foi possível desativar a lista. Tente novamente.', description: 'Disabling the list failed and the server sent no text' },
  viewCart: { id: 'lists.viewCart', defaultMessage: 'Ver carrinho', description: 'Opens the cart after the list was applied' },
  total: { id: 'lists.total', defaultMessage: 'Total estimado', description: 'Sum of the list lines at the prices of today' },
  unitPrice: { id: 'lists.unitPrice', defaultMessage: 'Preço unitário: {price}/{unidade}', description: 'The unit price of a product in a list, per unit of sale; {price} is the formatted BRL price' },
  actions: { id: 'lists.actions', defaultMessage: 'Ações da lista', description: 'Accessible name of the group of list actions' },
  disabled: { id: 'lists.disabled', defaultMessage: 'A lista {nome} foi desativada.', description: 'A list was disabled (shown back on the lists)' },
});
