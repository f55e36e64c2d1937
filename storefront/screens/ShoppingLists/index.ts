export { ShoppingListsScreen, Component, pageLoader } from './ShoppingListsScreen';
