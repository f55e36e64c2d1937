export { SessionWatch } from './SessionWatch';
