export { LazySafeHtml, type LazySafeHtmlProps } from './LazySafeHtml';
