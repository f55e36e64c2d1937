import { defineMessages, type NoMessageValues } from 'react-intl';

export const chooseClientMessages = defineMessages<{
  title: NoMessageValues;
  intro: { nome: string };
  visitorTitle: NoMessageValues;
  visitor: NoMessageValues;
  search: NoMessageValues;
  searchHint: NoMessageValues;
  loading: NoMessageValues;
  denied: NoMessageValues;
  failed: NoMessageValues;
  empty: NoMessageValues;
  emptyText: NoMessageValues;
  noMatch: { search: string };
  noMatchText: NoMessageValues;
  list: NoMessageValues;
  document: { document: string };
  choose: NoMessageValues;
  chooseName: { nome: string };
  current: NoMessageValues;
  continue: NoMessageValues;
  chooseFailed: { nome: string };
  moreFailed: NoMessageValues;
}>({
  title: { id: 'chooseClient.title', defaultMessage: 'Escolher cliente', description: 'Heading of the representative client list (spec 2 "Choose client")' },
  intro: {
    id: 'chooseClient.intro',
    defaultMessage: 'Olá, {nome}. Escolha o cliente para quem você vai comprar.',
    description: 'The signed-in representative, above their client list',
  },
  visitorTitle: { id: 'chooseClient.visitorTitle', defaultMessage: 'Área do representante', description: 'The client list opened without a representative session' },
  visitor: {
    id: 'chooseClient.visitor',
    defaultMessage: 'Entre como representante para ver a sua carteira de clientes.',
    description: 'Why the client list is not shown: nobody is signed in as a representative',
  },
  search: { id: 'chooseClient.search', defaultMessage: 'Buscar cliente', description: "Search field of the representative's client list" },
  searchHint: { id: 'chooseClient.searchHint', defaultMessage: 'Digite o nome ou a razão social.', description: 'Help under the client search field' },
  loading: { id: 'chooseClient.loading', defaultMessage: 'Carregando clientes', description: 'The client list is loading' },
  denied: {
    id: 'chooseClient.denied',
    defaultMessage: 'Seu acesso de representante não está liberado para este fornecedor.',
    description: 'The access check (spec 7 acessoRepresentante) refused the representative',
  },
  failed: { id: 'chooseClient.failed', defaultMessage: 'Não foi possível carregar seus clientes.', description: 'The client list failed to load' },
  empty: { id: 'chooseClient.empty', defaultMessage: 'Nenhum cliente na sua carteira', description: 'The representative has no clients at this supplier' },
  emptyText: {
    id: 'chooseClient.emptyText',
    defaultMessage: 'Quando o fornecedor vincular clientes a você, eles aparecerão aqui.',
    description: 'Why the representative client list is empty',
  },
  noMatch: { id: 'chooseClient.noMatch', defaultMessage: 'Nenhum cliente encontrado para “{search}”', description: 'The client search found nothing' },
  noMatchText: { id: 'chooseClient.noMatchText', defaultMessage: 'Confira o nome digitado ou busque por outra parte dele.', description: 'What to do when the client search found nothing' },
  list: { id: 'chooseClient.list', defaultMessage: 'Seus clientes', description: "Accessible name of the representative's client list" },
  document: { id: 'chooseClient.document', defaultMessage: 'Documento: {document}', description: "A client's CNPJ or CPF in the list" },
  choose: { id: 'chooseClient.choose', defaultMessage: 'Comprar para este cliente', description: 'Button choosing a client to buy for' },
  chooseName: { id: 'chooseClient.chooseName', defaultMessage: 'Comprar para este cliente: {nome}', description: 'Accessible name of the button choosing one client' },
  current: { id: 'chooseClient.current', defaultMessage: 'Cliente atual', description: 'Marks the client the representative is buying for now' },
  continue: { id: 'chooseClient.continue', defaultMessage: 'Continuar comprando', description: 'Back to the shop for the client already chosen' },
  chooseFailed: {
    id: 'chooseClient.chooseFailed',
    defaultMessage: '{nome} não pôde ser aberto. Tente novamente.',
    description: 'Reading the chosen client failed',
  },
  moreFailed: { id: 'chooseClient.moreFailed', defaultMessage: 'Não foi possível carregar mais clientes.', description: 'The next page of the client list failed' },
});
