export { InvoicesScreen, Component, pageLoader } from './InvoicesScreen';
