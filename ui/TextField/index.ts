export { TextField, type TextFieldProps } from './TextField';
export { FieldInput, FieldLabel, FieldRoot, type FieldLabelProps } from './fieldParts';
export { FieldDescription, FieldError, type FieldErrorMessage } from './fieldTexts';
