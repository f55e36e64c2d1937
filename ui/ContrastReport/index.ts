export { ContrastReport, type ContrastReportProps } from './ContrastReport';
