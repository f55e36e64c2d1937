import { defineMessages, type NoMessageValues } from 'react-intl';

export const catalogueScreenMessages = defineMessages<{
  title: NoMessageValues;
  categories: NoMessageValues;
  subcategories: { nome: string };
  refine: NoMessageValues;
  sort: NoMessageValues;
  tags: NoMessageValues;
  count: { count: number };
  emptyTitle: NoMessageValues;
  emptyText: NoMessageValues;
  failed: NoMessageValues;
  ageDeclined: { name: string; idade: number };
}>({
  title: { id: 'catalogue.title', defaultMessage: 'Produtos', description: 'Heading of the catalogue page' },
  categories: { id: 'catalogue.categories', defaultMessage: 'Categorias', description: 'Accessible name of the category tree' },
  subcategories: {
    id: 'catalogue.subcategories',
    defaultMessage: 'Subcategorias de {nome}',
    description: "Accessible name of the links to the chosen category's subcategories, under the catalogue's heading",
  },
  refine: { id: 'catalogue.refine', defaultMessage: 'Categorias e filtros', description: 'Title of the foldable section with the category tree and the filter chips' },
  sort: { id: 'catalogue.sort', defaultMessage: 'Ordenar por', description: 'Label of the sort select of the catalogue' },
  tags: { id: 'catalogue.tags', defaultMessage: 'Filtrar por', description: "Label of the catalogue's search tag filter chips (spec 7 tag-pesquisa)" },
  count: {
    id: 'catalogue.count',
    defaultMessage: '{count, plural, =0 {Nenhum produto} one {# produto} other {# produtos}}',
    description: 'How many products the current list has',
  },
  emptyTitle: { id: 'catalogue.emptyTitle', defaultMessage: 'Nenhum produto encontrado', description: 'Title of the empty catalogue state' },
  emptyText: {
    id: 'catalogue.emptyText',
    defaultMessage: 'Escolha outra categoria ou confira a grafia da busca.',
    description: 'What to do when a category or search has no products',
  },
  failed: { id: 'catalogue.failed', defaultMessage: 'Não foi possível carregar os produtos.', description: 'Title of the alert when the product list fails' },
  ageDeclined: {
    id: 'catalogue.ageDeclined',
    defaultMessage: 'Não adicionamos {name}: o produto é vendido apenas para maiores de {idade} anos.',
    description: 'After the shopper answered the age check of a catalogue card with no; idade is the minimum age',
  },
});
