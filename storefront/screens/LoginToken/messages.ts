import { defineMessages, type NoMessageValues } from 'react-intl';

export const loginTokenScreenMessages = defineMessages<{
  title: NoMessageValues;
  progress: { email: string };
  failedTitle: NoMessageValues;
  refused: NoMessageValues;
  unavailable: NoMessageValues;
  login: NoMessageValues;
}>({
  title: { id: 'loginToken.title', defaultMessage: 'Entrando na sua conta', description: 'Login-token landing heading (spec 2)' },
  progress: { id: 'loginToken.progress', defaultMessage: 'Validando o acesso de {email}…', description: 'Shown while the login token is checked' },
  failedTitle: { id: 'loginToken.failedTitle', defaultMessage: 'Não foi possível entrar automaticamente', description: 'Login-token landing heading after a failure' },
  refused: {
    id: 'loginToken.refused',
    defaultMessage: 'Não foi possível autenticar via token de redirecionamento...',
    description: 'spec 8 verbatim (the product text continues beyond this point): the platform refused the login token',
  },
  unavailable: {
    id: 'loginToken.unavailable',
    defaultMessage: 'Falha ao logar usuário vai token',
    description: 'spec 8 verbatim, typo included: the token login could not reach the platform',
  },
  login: { id: 'loginToken.login', defaultMessage: 'Entrar com e-mail e senha', description: 'Opens the login panel after a failed token login' },
});
