export { useInTransition } from './useInTransition';
