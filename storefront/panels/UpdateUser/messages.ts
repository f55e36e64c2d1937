import { defineMessages, type NoMessageValues } from 'react-intl';

export const updateUserPanelMessages = defineMessages<{
  title: NoMessageValues;
  current: NoMessageValues;
  currentHint: NoMessageValues;
  email: NoMessageValues;
  emailHint: { email: string };
  password: NoMessageValues;
  passwordHint: { min: number };
  confirmation: NoMessageValues;
  submit: NoMessageValues;
}>({
  title: { id: 'updateUser.title', defaultMessage: 'Alterar e-mail e senha', description: 'Title of the update user panel (spec 2)' },
  current: { id: 'updateUser.current', defaultMessage: 'Senha atual', description: 'Update user field: the current password' },
  currentHint: { id: 'updateUser.currentHint', defaultMessage: 'Confirme que é você antes de alterar.', description: 'Why the current password is asked' },
  email: { id: 'updateUser.email', defaultMessage: 'Novo e-mail', description: 'Update user field: the new e-mail' },
  emailHint: { id: 'updateUser.emailHint', defaultMessage: 'Deixe em branco para manter {email}.', description: 'Help under the new e-mail field, with the current e-mail' },
  password: { id: 'updateUser.password', defaultMessage: 'Nova senha', description: 'Update user field: the new password' },
  passwordHint: { id: 'updateUser.passwordHint', defaultMessage: 'Pelo menos {min} caracteres. Deixe em branco para manter a atual.', description: 'Help under the new password field' },
  confirmation: { id: 'updateUser.confirmation', defaultMessage: 'Confirme a nova senha', description: 'Update user field: the new password again' },
  submit: { id: 'updateUser.submit', defaultMessage: 'Salvar alterações', description: 'Update user submit button' },
});
