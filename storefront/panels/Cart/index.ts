export { CartPanel } from './CartPanel';
export { LockedCartAlert } from './LockedCartAlert';
