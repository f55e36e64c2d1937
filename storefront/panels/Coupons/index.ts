export { CouponsPanel } from './CouponsPanel';
