export { FormPanel, type FormPanelProps } from './FormPanel';
