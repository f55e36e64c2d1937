export { Shell, shellMessages, type ShellProps } from './Shell';
export { CookieBanner } from './CookieBanner';
