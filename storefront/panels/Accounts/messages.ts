import { defineMessages, type NoMessageValues } from 'react-intl';

export const accountsPanelMessages = defineMessages<{
  title: NoMessageValues;
  intro: NoMessageValues;
  none: NoMessageValues;
  refreshing: NoMessageValues;
  refreshFailed: NoMessageValues;
  principal: NoMessageValues;
  current: NoMessageValues;
  use: NoMessageValues;
  useName: { nome: string };
  switchFailed: { nome: string };
}>({
  title: { id: 'accounts.title', defaultMessage: 'Trocar de conta', description: 'Title of the linked accounts panel (spec 6)' },
  intro: {
    id: 'accounts.intro',
    defaultMessage: 'Cada conta tem o seu próprio carrinho. O que você já colocou no carrinho fica salvo na conta atual.',
    description: 'What switching account does to the cart',
  },
  none: { id: 'accounts.none', defaultMessage: 'Seu login não está vinculado a outras contas.', description: 'The login has no other account to switch to' },
  refreshing: { id: 'accounts.refreshing', defaultMessage: 'Atualizando contas', description: 'The linked accounts are being asked for again' },
  refreshFailed: {
    id: 'accounts.refreshFailed',
    defaultMessage: 'Não foi possível atualizar a lista de contas. Mostrando as contas do seu login.',
    description: 'The linked accounts call failed; the list the login brought is shown',
  },
  principal: { id: 'accounts.principal', defaultMessage: 'Principal', description: 'spec 6: marks the principal linked account' },
  current: { id: 'accounts.current', defaultMessage: 'Conta atual', description: 'Marks the account the client is buying for now' },
  use: { id: 'accounts.use', defaultMessage: 'Usar esta conta', description: 'Button switching to a linked account' },
  useName: { id: 'accounts.useName', defaultMessage: 'Usar esta conta: {nome}', description: 'Accessible name of the button switching to one account' },
  switchFailed: { id: 'accounts.switchFailed', defaultMessage: 'A conta {nome} não pôde ser aberta. Tente novamente.', description: 'Reading the other account failed' },
});
