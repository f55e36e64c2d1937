export { LoginPanel } from './LoginPanel';
