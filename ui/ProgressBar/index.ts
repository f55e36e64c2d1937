export { ProgressBar, type ProgressBarProps, type ProgressBarState } from './ProgressBar';
