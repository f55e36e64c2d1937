import { defineMessages, type NoMessageValues } from 'react-intl';

export const staticPageScreenMessages = defineMessages<{
  loading: NoMessageValues;
  failed: NoMessageValues;
  failedNote: NoMessageValues;
  notFound: NoMessageValues;
  notFoundText: NoMessageValues;
  back: NoMessageValues;
}>({
  loading: { id: 'staticPage.loading', defaultMessage: 'Carregando página', description: 'A static page is loading' },
  failed: { id: 'staticPage.failed', defaultMessage: 'Não foi possível exibir está página!', description: 'spec 8, verbatim (spelling included): a static page failed' },
  failedNote: {
    id: 'staticPage.failedNote',
    defaultMessage: 'Se o conteúdo desta página mudou há pouco, ele ainda pode estar em revisão. Tente novamente mais tarde.',
    description: 'spec 8: the note that recent content changes need review',
  },
  notFound: { id: 'staticPage.notFound', defaultMessage: 'Página não encontrada', description: 'A static page that does not exist for this storefront' },
  notFoundText: { id: 'staticPage.notFoundText', defaultMessage: 'Esta página não existe ou não está mais publicada.', description: 'Why a static page is missing' },
  back: { id: 'staticPage.back', defaultMessage: 'Voltar para a loja', description: 'Link from a static page to the supplier home' },
});
