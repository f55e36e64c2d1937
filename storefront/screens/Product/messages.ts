import { defineMessages, type NoMessageValues } from 'react-intl';

export const productScreenMessages = defineMessages<{
  catalogue: NoMessageValues;
  productCrumb: NoMessageValues;
  loading: NoMessageValues;
  sku: { sku: string };
  login: NoMessageValues;
  add: NoMessageValues;
  unavailable: NoMessageValues;
  ageRestricted: { idade: number };
  ageDeclined: { idade: number };
  chosenServices: NoMessageValues;
  chosenService: { name: string; price: string };
  description: NoMessageValues;
  similar: NoMessageValues;
  related: NoMessageValues;
  tagsTitle: NoMessageValues;
  tagsList: NoMessageValues;
}>({
  catalogue: { id: 'product.breadcrumb.catalogue', defaultMessage: 'Produtos', description: 'Breadcrumb back to the catalogue from a product page' },
  productCrumb: { id: 'product.breadcrumb.product', defaultMessage: 'Produto', description: 'Breadcrumb of a product page whose name is not known (loading, not found, error)' },
  loading: { id: 'product.loading', defaultMessage: 'Carregando produto', description: 'Announced while the product page loads' },
  sku: { id: 'product.sku', defaultMessage: 'Código: {sku}', description: 'The product code (SKU) under its name' },
  login: { id: 'product.login', defaultMessage: 'Entrar', description: 'Opens the login panel from a product whose price is hidden from visitors' },
  add: { id: 'product.add', defaultMessage: 'Adicionar ao carrinho', description: 'Adds the product of the page to the cart' },
  unavailable: { id: 'product.unavailable', defaultMessage: 'Indisponível no momento', description: 'A product that cannot be bought now' },
  ageRestricted: { id: 'product.ageRestricted', defaultMessage: 'Venda proibida para menores de {idade} anos.', description: 'Note on an age-restricted product' },
  ageDeclined: {
    id: 'product.ageDeclined',
    defaultMessage: 'Não adicionamos o produto: ele é vendido apenas para maiores de {idade} anos.',
    description: 'After the shopper answered the age check with no',
  },
  chosenServices: { id: 'product.chosenServices', defaultMessage: 'Serviços adicionais escolhidos', description: 'Heading of the additional services chosen with the product' },
  chosenService: { id: 'product.chosenService', defaultMessage: '{name}: {price}', description: 'A chosen additional service and its price in BRL' },
  description: { id: 'product.description', defaultMessage: 'Descrição', description: 'Heading of the product description' },
  similar: { id: 'product.similar', defaultMessage: 'Produtos semelhantes', description: 'Heading of the similar products grid on a product page' },
  related: {
    id: 'product.related',
    defaultMessage: 'Produtos relacionados',
    description: "Heading of the products sharing the product's search tags (spec 7 produto-by-tags), below the similar products",
  },
  tagsTitle: {
    id: 'product.tags.title',
    defaultMessage: 'Características',
    description: "Heading of the product's search tags (spec 7 filtros-produto), each a link to the catalogue filtered by it",
  },
  tagsList: {
    id: 'product.tags.list',
    defaultMessage: 'Ver produtos com esta característica',
    description: "Accessible name of the list of the product's search tag links; each opens the catalogue filtered by that tag",
  },
});

export const productGalleryMessages = defineMessages<{ photo: { name: string; index: number; total: number }; photos: { name: string }; count: { total: number } }>({
  photo: {
    id: 'product.gallery.photo',
    defaultMessage: '{name}, foto {index} de {total}',
    description: 'Alternative text of one of several photos of a product on its page',
  },
  photos: {
    id: 'product.gallery.photos',
    defaultMessage: 'Fotos de {name}',
    description: "Accessible name of a product's photos when it has several (on phones, a row to swipe)",
  },
  count: {
    id: 'product.gallery.count',
    defaultMessage: '{total} fotos',
    description: 'Shown over the first photo on phones, where the other photos of the product are a swipe away',
  },
});
