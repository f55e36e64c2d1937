export { Anchor, LinkRouterProvider, type AnchorProps } from './Anchor';
export { Link, type LinkProps } from './Link';
