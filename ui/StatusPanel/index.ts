export { StatusPanel, type StatusPanelProps } from './StatusPanel';
