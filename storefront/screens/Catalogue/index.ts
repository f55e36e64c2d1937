export { CatalogueScreen, Component, pageLoader } from './CatalogueScreen';
