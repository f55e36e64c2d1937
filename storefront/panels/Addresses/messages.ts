import { defineMessages, type NoMessageValues } from 'react-intl';

export const addressesPanelMessages = defineMessages<{
  title: NoMessageValues;
  visitor: NoMessageValues;
  loading: NoMessageValues;
  failed: NoMessageValues;
  empty: NoMessageValues;
  emptyText: NoMessageValues;
  add: NoMessageValues;
  list: NoMessageValues;
  primary: NoMessageValues;
  shopping: NoMessageValues;
  use: { nome: string };
  edit: { nome: string };
  remove: { nome: string };
  reference: { ref: string };
  billing: NoMessageValues;
  billingLoading: NoMessageValues;
  billingNone: NoMessageValues;
  billingFailed: NoMessageValues;
  search: NoMessageValues;
  removeTitle: NoMessageValues;
  removeText: { nome: string };
  removeConfirm: NoMessageValues;
  removeCancel: NoMessageValues;
  removeFailed: NoMessageValues;
}>({
  title: { id: 'addresses.title', defaultMessage: 'Meus endereços', description: 'Title of the address panel (spec 2 "Panels": address)' },
  visitor: { id: 'addresses.visitor', defaultMessage: 'Entre na sua conta para ver e cadastrar seus endereços.', description: 'The address panel for a visitor' },
  loading: { id: 'addresses.loading', defaultMessage: 'Carregando seus endereços', description: "The client's addresses are loading" },
  failed: { id: 'addresses.failed', defaultMessage: 'Não foi possível carregar seus endereços.', description: "The client's addresses failed to load" },
  empty: { id: 'addresses.empty', defaultMessage: 'Nenhum endereço cadastrado', description: 'The client has no address yet' },
  emptyText: { id: 'addresses.emptyText', defaultMessage: 'Cadastre um endereço para receber seus pedidos.', description: 'What to do without an address' },
  add: { id: 'addresses.add', defaultMessage: 'Cadastrar endereço', description: 'Opens the new-address panel' },
  list: { id: 'addresses.list', defaultMessage: 'Endereços cadastrados', description: "Accessible name of the list of the client's addresses" },
  primary: { id: 'addresses.primary', defaultMessage: 'Principal', description: 'Marks the primary address (spec 3 primario)' },
  shopping: { id: 'addresses.shopping', defaultMessage: 'Endereço de compra', description: 'Marks the address the shopper buys for (the checkout follows it)' },
  use: { id: 'addresses.use', defaultMessage: 'Comprar para {nome}', description: 'Makes this address the shopping address' },
  edit: { id: 'addresses.edit', defaultMessage: 'Editar {nome}', description: 'Opens the new-address panel filled with this address' },
  remove: { id: 'addresses.remove', defaultMessage: 'Excluir {nome}', description: 'Asks to delete this address' },
  reference: { id: 'addresses.reference', defaultMessage: 'Ponto de referência: {ref}', description: "An address's reference point, under its line (spec 3 pontoref/referencia)" },
  billing: { id: 'addresses.billing', defaultMessage: 'Endereço de faturamento', description: 'Heading of the billing address (spec 3, 7)' },
  billingLoading: { id: 'addresses.billingLoading', defaultMessage: 'Carregando o endereço de faturamento', description: 'The billing address is loading' },
  billingNone: { id: 'addresses.billingNone', defaultMessage: 'Nenhum endereço de faturamento cadastrado.', description: 'The client has no billing address (the call answered 404)' },
  billingFailed: { id: 'addresses.billingFailed', defaultMessage: 'Não foi possível carregar o endereço de faturamento.', description: 'The billing address failed to load' },
  search: { id: 'addresses.search', defaultMessage: 'Ver fornecedores por endereço', description: 'Link to the address search screen' },
  removeTitle: { id: 'addresses.removeTitle', defaultMessage: 'Excluir endereço?', description: 'Title of the delete confirmation' },
  removeText: { id: 'addresses.removeText', defaultMessage: 'O endereço “{nome}” será excluído da sua conta.', description: 'What the delete confirmation deletes' },
  removeConfirm: { id: 'addresses.removeConfirm', defaultMessage: 'Excluir', description: 'Confirms the delete' },
  removeCancel: { id: 'addresses.removeCancel', defaultMessage: 'Cancelar', description: 'Keeps the address' },
  removeFailed: { id: 'addresses.removeFailed', defaultMessage: 'Não foi possível excluir o endereço. Tente novamente.', description: 'The delete failed' },
});
