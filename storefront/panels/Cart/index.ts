export { CartPanel } from './CartPanel';
