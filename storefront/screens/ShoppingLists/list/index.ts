/** The route module of one list (`listas/:id`), apart so the lists page does not load it. */
export { ShoppingListScreen, Component } from '../ShoppingListScreen';
