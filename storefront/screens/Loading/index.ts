export { LoadingScreen } from './LoadingScreen';
