export { sanitizerOf, SanitizerContext, type Sanitize } from './sanitize';
