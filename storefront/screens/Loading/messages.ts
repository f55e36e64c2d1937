import { defineMessages } from 'react-intl';

export const loadingScreenMessages = defineMessages({
  loading: { id: 'loading.store', defaultMessage: 'Carregando a loja…', description: 'Shown while the supplier and its theme load' },
});
