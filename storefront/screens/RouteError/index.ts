export { RouteErrorScreen } from './RouteErrorScreen';
