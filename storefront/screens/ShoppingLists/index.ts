export { ShoppingListsScreen, Component } from './ShoppingListsScreen';
