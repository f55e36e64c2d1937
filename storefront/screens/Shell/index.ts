export { Shell, shellMessages } from './Shell';
export { PageMeta } from './PageMeta';
export { usePageStore } from './usePageStore';
