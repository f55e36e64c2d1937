export { SuppliersPanel } from './SuppliersPanel';
