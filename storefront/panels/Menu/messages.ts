import { defineMessages, type NoMessageValues } from 'react-intl';

export const menuPanelMessages = defineMessages<{
  title: NoMessageValues;
  navigation: NoMessageValues;
  home: NoMessageValues;
  products: NoMessageValues;
  categories: NoMessageValues;
  pages: NoMessageValues;
  login: NoMessageValues;
  suppliers: NoMessageValues;
  greeting: { nome: string };
  account: NoMessageValues;
  addresses: NoMessageValues;
  addressSearch: NoMessageValues;
  addressCheck: NoMessageValues;
  chooseClient: NoMessageValues;
  switchAccount: NoMessageValues;
  users: NoMessageValues;
  orders: NoMessageValues;
  invoices: NoMessageValues;
  lists: NoMessageValues;
  combos: NoMessageValues;
  quickOrder: NoMessageValues;
  external: { titulo: string };
  logout: NoMessageValues;
}>({
  title: { id: 'menu.title', defaultMessage: 'Menu', description: 'Title of the side menu panel' },
  navigation: { id: 'menu.navigation', defaultMessage: 'Navegação da loja', description: 'Accessible name of the side menu links' },
  home: { id: 'menu.home', defaultMessage: 'Início', description: 'Side menu link to the supplier home' },
  products: { id: 'menu.products', defaultMessage: 'Produtos', description: 'Side menu link to the whole catalogue' },
  categories: { id: 'menu.categories', defaultMessage: 'Categorias', description: 'Heading of the top categories in the side menu' },
  pages: { id: 'menu.pages', defaultMessage: 'Institucional', description: "Heading of the supplier's static pages in the side menu" },
  login: { id: 'menu.login', defaultMessage: 'Entrar', description: 'Side menu button opening the login panel, for a visitor' },
  suppliers: { id: 'menu.suppliers', defaultMessage: 'Trocar de fornecedor', description: 'Side menu button opening the suppliers panel (spec 2, 4)' },
  greeting: { id: 'menu.greeting', defaultMessage: 'Olá, {nome}', description: 'The signed-in client, at the top of the side menu' },
  account: { id: 'menu.account', defaultMessage: 'Minha conta', description: "Side menu link to the client's account page" },
  addresses: { id: 'menu.addresses', defaultMessage: 'Meus endereços', description: "Side menu button opening the client's address panel (spec 2)" },
  addressSearch: { id: 'menu.addressSearch', defaultMessage: 'Buscar fornecedores por endereço', description: 'Side menu link to the address search screen (spec 2, 4)' },
  addressCheck: {
    id: 'menu.addressCheck',
    defaultMessage: 'Verificar se atendemos meu endereço',
    description: 'The same link on a white-label site (spec 1), where the search tells whether its one supplier serves the address',
  },
  chooseClient: { id: 'menu.chooseClient', defaultMessage: 'Escolher cliente', description: "Side menu link to a representative's client list (spec 6)" },
  switchAccount: { id: 'menu.switchAccount', defaultMessage: 'Trocar de conta', description: 'Side menu button opening the linked accounts panel (spec 6)' },
  users: { id: 'menu.users', defaultMessage: 'Usuários', description: "Side menu link to a main client's linked users (spec 6)" },
  orders: { id: 'menu.orders', defaultMessage: 'Meus pedidos', description: "Side menu link to the client's orders, quotes and subscriptions (spec 2)" },
  invoices: { id: 'menu.invoices', defaultMessage: 'Faturas e títulos', description: "Side menu link to the client's invoices and titles (spec 2)" },
  lists: { id: 'menu.lists', defaultMessage: 'Listas de compras', description: "Side menu link to the client's and the supplier's shopping lists (spec 2)" },
  combos: { id: 'menu.combos', defaultMessage: 'Combos promocionais', description: "Side menu link to the supplier's promotional combos (spec 2)" },
  quickOrder: { id: 'menu.quickOrder', defaultMessage: 'Pedido rápido', description: 'Side menu link to the quick order by SKU lines or spreadsheet' },
  external: { id: 'menu.external', defaultMessage: '{titulo} (abre em nova aba)', description: "An entry of the supplier's own menu leading to another site, opened in a new tab" },
  logout: { id: 'menu.logout', defaultMessage: 'Sair', description: 'Side menu button signing the user out (spec 4 logout), then the supplier home' },
});
