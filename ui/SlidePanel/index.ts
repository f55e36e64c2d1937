export { SlidePanel, type SlidePanelProps } from './SlidePanel';
