import { defineMessages, type NoMessageValues } from 'react-intl';

export const sessionMessages = defineMessages<{
  expired: NoMessageValues;
  login: NoMessageValues;
  dismiss: NoMessageValues;
}>({
  expired: {
    id: 'session.expired',
    defaultMessage: 'Sessão expirada, efetue login novamente',
    description: 'spec 8 session check: the platform refused the session, which was cleared',
  },
  login: { id: 'session.login', defaultMessage: 'Entrar', description: 'Opens the login panel from a session notice' },
  dismiss: { id: 'session.dismiss', defaultMessage: 'Fechar aviso', description: 'Closes a session notice' },
});
