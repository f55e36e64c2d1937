export { UpdateUserPanel } from './UpdateUserPanel';
