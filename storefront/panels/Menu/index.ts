export { MenuPanel, type MenuPanelProps } from './MenuPanel';
