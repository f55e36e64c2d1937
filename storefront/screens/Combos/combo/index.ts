/** The route module of one combo (`combos/:id`), apart so the combos page does not load it. */
export { ComboScreen, Component } from '../ComboScreen';
