/** The parts of the kit's react-aria fields (number, date, password, search, a text area): label, box, help and error. */
export { FieldInput, FieldLabel, FieldRoot, type FieldLabelProps } from './fieldParts';
export { FieldDescription, FieldError, type FieldErrorMessage } from './fieldTexts';
