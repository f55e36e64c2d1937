export { SessionWatch, sessionMessages, type SessionWatchProps } from './SessionWatch';
