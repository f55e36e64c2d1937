import { defineMessages, type NoMessageValues } from 'react-intl';

export const accessLinkMessages = defineMessages<{
  open: NoMessageValues;
  openName: { email: string };
  title: NoMessageValues;
  loading: NoMessageValues;
  text: { email: string };
  field: NoMessageValues;
  copy: NoMessageValues;
  copied: NoMessageValues;
  copyRefused: NoMessageValues;
  failed: NoMessageValues;
}>({
  open: { id: 'users.accessLink', defaultMessage: 'Link de acesso', description: 'Button making an access link for a linked user (spec 7 gerar_token_jwt)' },
  openName: { id: 'users.accessLinkLabel', defaultMessage: 'Link de acesso de {email}', description: 'Accessible name of the button making one linked user access link' },
  title: { id: 'users.accessLinkTitle', defaultMessage: 'Link de acesso', description: 'Title of the dialog showing a linked user access link' },
  loading: { id: 'users.accessLinkLoading', defaultMessage: 'Gerando o link de acesso', description: 'The access link is being made' },
  text: {
    id: 'users.accessLinkText',
    defaultMessage: 'Envie este link para {email}. Quem abrir o link entra na loja como esse usuário, sem senha: não o compartilhe com mais ninguém.',
    description: 'What the access link does and who it is for',
  },
  field: { id: 'users.accessLinkField', defaultMessage: 'Link', description: 'Read-only field holding the access link' },
  copy: { id: 'users.accessLinkCopy', defaultMessage: 'Copiar link', description: 'Copies the access link to the clipboard' },
  copied: { id: 'users.accessLinkCopied', defaultMessage: 'Link copiado', description: 'The access link is on the clipboard' },
  copyRefused: {
    id: 'users.accessLinkCopyRefused',
    defaultMessage: 'Não foi possível copiar. Selecione o link acima e copie.',
    description: 'The browser refused the clipboard: copy by hand',
  },
  failed: { id: 'users.accessLinkFailed', defaultMessage: 'Não foi possível gerar o link de acesso. Tente novamente.', description: 'The access link could not be made' },
});

export const usersMessages = defineMessages<{
  title: NoMessageValues;
  intro: NoMessageValues;
  visitor: NoMessageValues;
  notMain: NoMessageValues;
  notMainText: NoMessageValues;
  switchAccount: NoMessageValues;
  addTitle: NoMessageValues;
  email: NoMessageValues;
  emailHint: NoMessageValues;
  invalidEmail: NoMessageValues;
  add: NoMessageValues;
  createFailed: NoMessageValues;
  created: { email: string };
  listTitle: NoMessageValues;
  loading: NoMessageValues;
  failed: NoMessageValues;
  empty: NoMessageValues;
  emptyText: NoMessageValues;
  principal: NoMessageValues;
  remove: NoMessageValues;
  removeName: { email: string };
  confirmTitle: NoMessageValues;
  confirmText: { email: string };
  cancel: NoMessageValues;
  confirm: NoMessageValues;
  removeFailed: { email: string };
}>({
  title: { id: 'users.title', defaultMessage: 'Usuários vinculados', description: 'Heading of the user management screen (spec 2 "User management")' },
  intro: {
    id: 'users.intro',
    defaultMessage: 'Pessoas da sua equipe que compram por esta conta, cada uma com o próprio login.',
    description: 'What linked users are, under the heading',
  },
  visitor: { id: 'users.visitor', defaultMessage: 'Entre na sua conta para gerenciar os usuários vinculados.', description: 'The users screen opened by a visitor' },
  notMain: { id: 'users.notMain', defaultMessage: 'Somente o cliente principal gerencia usuários', description: 'The users screen opened by an account that is not the main client' },
  notMainText: {
    id: 'users.notMainText',
    defaultMessage: 'Para incluir ou excluir usuários, entre na conta principal.',
    description: 'What a non-principal account can do to manage users',
  },
  switchAccount: { id: 'users.switchAccount', defaultMessage: 'Trocar de conta', description: 'Opens the linked accounts panel from the users screen' },
  addTitle: { id: 'users.addTitle', defaultMessage: 'Adicionar usuário', description: 'Heading of the form creating a linked user by e-mail' },
  email: { id: 'users.email', defaultMessage: 'E-mail do usuário', description: 'E-mail field of a new linked user' },
  emailHint: { id: 'users.emailHint', defaultMessage: 'A pessoa recebe o acesso neste e-mail.', description: 'Help under the new linked user e-mail field' },
  invalidEmail: { id: 'users.invalidEmail', defaultMessage: 'Informe um e-mail válido, como nome@empresa.com.br.', description: 'The new linked user e-mail is not an e-mail' },
  add: { id: 'users.add', defaultMessage: 'Adicionar usuário', description: 'Button creating the linked user' },
  createFailed: {
    id: 'users.createFailed',
    defaultMessage: 'Erro ao tentar cadastrar usuário',
    description: 'spec 8, verbatim: creating a linked user failed and the server sent no text',
  },
  created: { id: 'users.created', defaultMessage: '{email} foi adicionado aos usuários vinculados.', description: 'A linked user was created' },
  listTitle: { id: 'users.listTitle', defaultMessage: 'Usuários desta conta', description: 'Heading of the list of linked users' },
  loading: { id: 'users.loading', defaultMessage: 'Carregando usuários', description: 'The linked users are loading' },
  failed: { id: 'users.failed', defaultMessage: 'Não foi possível carregar os usuários vinculados.', description: 'The linked users failed to load' },
  empty: { id: 'users.empty', defaultMessage: 'Nenhum usuário vinculado', description: 'The main client has no linked users' },
  emptyText: {
    id: 'users.emptyText',
    defaultMessage: 'Adicione pelo e-mail as pessoas que vão comprar por esta conta.',
    description: 'What to do when there are no linked users',
  },
  principal: { id: 'users.principal', defaultMessage: 'Principal', description: 'spec 6: marks the principal user or account' },
  remove: { id: 'users.remove', defaultMessage: 'Excluir', description: 'Button deleting a linked user' },
  removeName: { id: 'users.removeName', defaultMessage: 'Excluir {email}', description: 'Accessible name of the button deleting one linked user' },
  confirmTitle: { id: 'users.confirmTitle', defaultMessage: 'Excluir usuário?', description: 'Title of the confirmation before deleting a linked user' },
  confirmText: {
    id: 'users.confirmText',
    defaultMessage: '{email} não poderá mais comprar por esta conta.',
    description: 'What deleting a linked user means',
  },
  cancel: { id: 'users.cancel', defaultMessage: 'Cancelar', description: 'Keeps the linked user' },
  confirm: { id: 'users.confirm', defaultMessage: 'Excluir usuário', description: 'Confirms deleting the linked user' },
  removeFailed: { id: 'users.removeFailed', defaultMessage: 'Não foi possível excluir {email}. Tente novamente.', description: 'Deleting a linked user failed' },
});

export const editMessages = defineMessages<{
  edit: NoMessageValues;
  editName: { email: string };
  title: NoMessageValues;
  email: NoMessageValues;
  emailHint: NoMessageValues;
  name: NoMessageValues;
  phone: NoMessageValues;
  phoneHint: NoMessageValues;
  cancel: NoMessageValues;
  save: NoMessageValues;
  saved: { email: string };
}>({
  edit: { id: 'users.edit', defaultMessage: 'Editar', description: "Button opening the form of a linked user's name and phone" },
  editName: { id: 'users.editLabel', defaultMessage: 'Editar {email}', description: 'Accessible name of the button editing one linked user' },
  title: { id: 'users.editTitle', defaultMessage: 'Editar usuário', description: "Title of the dialog editing a linked user's name and phone" },
  email: { id: 'users.editEmail', defaultMessage: 'E-mail', description: "The linked user's e-mail, read-only in the edit dialog" },
  emailHint: {
    id: 'users.editEmailHint',
    defaultMessage: 'É o login do usuário e não pode ser alterado.',
    description: "Why the linked user's e-mail cannot be changed",
  },
  name: { id: 'users.editName', defaultMessage: 'Nome', description: "The linked user's name field" },
  phone: { id: 'users.editPhone', defaultMessage: 'Telefone', description: "The linked user's phone field (optional)" },
  phoneHint: { id: 'users.editPhoneHint', defaultMessage: 'Com DDD, por exemplo (11) 98765-4321.', description: 'Help under the linked user phone field' },
  cancel: { id: 'users.editCancel', defaultMessage: 'Cancelar', description: 'Closes the edit dialog without saving' },
  save: { id: 'users.editSave', defaultMessage: 'Salvar', description: "Saves the linked user's name and phone" },
  saved: { id: 'users.saved', defaultMessage: 'Cadastro de {email} atualizado.', description: "A linked user's name and phone were saved (after spec 8 'Cadastro atualizado')" },
});
