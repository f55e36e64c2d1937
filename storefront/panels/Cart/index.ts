export { CartPanel } from './CartPanel';
export { CartLoadAlert } from './CartLoadAlert';
export { LockedCartAlert } from './LockedCartAlert';
