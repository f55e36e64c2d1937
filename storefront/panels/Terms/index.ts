export { TermsDialog, termsMessages } from './TermsDialog';
