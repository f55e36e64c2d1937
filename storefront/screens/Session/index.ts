export { SessionWatch, sessionMessages } from './SessionWatch';
