export { SafeHtml, type SafeHtmlProps } from './SafeHtml';
