import { defineMessages } from 'react-intl';

export const signInRequiredMessages = defineMessages({
  login: { id: 'signInRequired.login', defaultMessage: 'Entrar', description: 'Opens the login panel from a page that needs a signed-in client' },
});
