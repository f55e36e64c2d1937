export { MenuPanel } from './MenuPanel';
