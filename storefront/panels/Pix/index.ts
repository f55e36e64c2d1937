export { PixPanel } from './PixPanel';
