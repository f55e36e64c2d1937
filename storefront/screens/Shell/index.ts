export { Shell, shellMessages, type ShellProps } from './Shell';
export { CookieBanner } from './CookieBanner';
export { PageMeta, type PageMetaProps } from './PageMeta';
export { usePageStore } from './usePageStore';
