export { CardPanel } from './CardPanel';
