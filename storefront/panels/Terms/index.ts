export { TermsDialog, termsMessages, type TermsDialogProps } from './TermsDialog';
