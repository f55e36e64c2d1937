export { AddressesPanel } from './AddressesPanel';
