import { defineMessages, type NoMessageValues } from 'react-intl';

export const suppliersPanelMessages = defineMessages<{
  title: NoMessageValues;
  visitor: NoMessageValues;
  address: NoMessageValues;
  noAddress: NoMessageValues;
  addressesFailed: NoMessageValues;
  loadingAddresses: NoMessageValues;
  list: NoMessageValues;
  segment: NoMessageValues;
}>({
  title: { id: 'suppliers.title', defaultMessage: 'Trocar de fornecedor', description: 'Title of the suppliers panel (spec 2 "Panels": suppliers)' },
  visitor: {
    id: 'suppliers.visitor',
    defaultMessage: 'Entre na sua conta para ver os fornecedores que atendem os seus endereços.',
    description: 'The suppliers panel for a visitor: the lookup needs the client and their addresses',
  },
  address: { id: 'suppliers.address', defaultMessage: 'Endereço de entrega', description: 'Choice of the client address the suppliers are looked up for' },
  noAddress: {
    id: 'suppliers.noAddress',
    defaultMessage: 'Você ainda não tem endereços cadastrados. Cadastre um endereço para ver os fornecedores que atendem você.',
    description: 'The client has no address to look suppliers up for',
  },
  addressesFailed: { id: 'suppliers.addressesFailed', defaultMessage: 'Não foi possível carregar seus endereços.', description: "The client's addresses failed to load" },
  loadingAddresses: { id: 'suppliers.loadingAddresses', defaultMessage: 'Carregando seus endereços', description: "The client's addresses are loading" },
  list: { id: 'suppliers.list', defaultMessage: 'Fornecedores que atendem este endereço', description: 'Heading of the suppliers serving the chosen address' },
  segment: { id: 'suppliers.segment', defaultMessage: 'Segmento', description: 'Filter of the supplier list by business segment' },
});
