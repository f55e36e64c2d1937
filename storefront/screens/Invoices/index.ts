export { InvoicesScreen, Component } from './InvoicesScreen';
