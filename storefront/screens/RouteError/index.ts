export { RouteErrorScreen, type RouteErrorScreenProps } from './RouteErrorScreen';
