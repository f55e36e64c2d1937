export { CatalogueScreen, Component } from './CatalogueScreen';
