export { TextField, type TextFieldProps } from './TextField';
export type { FieldErrorMessage, FieldValidation } from './fieldLooks';
