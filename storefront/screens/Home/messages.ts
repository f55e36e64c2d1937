import { defineMessages, type NoMessageValues } from 'react-intl';

export const homeScreenMessages = defineMessages<{ defaultWelcome: { storeName: string }; segments: NoMessageValues; browse: NoMessageValues; categories: NoMessageValues }>({
  defaultWelcome: {
    id: 'home.defaultWelcome',
    defaultMessage: 'Boas-vindas à {storeName}',
    description: 'Home heading when the supplier theme has no welcome text (textos.boasVindas)',
  },
  segments: { id: 'home.segments', defaultMessage: 'O que você encontra aqui', description: "Heading of the supplier's segment list" },
  browse: { id: 'home.browse', defaultMessage: 'Ver todos os produtos', description: 'Link from the supplier home to the catalogue' },
  categories: { id: 'home.categories', defaultMessage: 'Categorias', description: "Heading of the supplier's top categories on its home, each a link to the catalogue" },
});
