export { NewAddressPanel } from './NewAddressPanel';
