export { TextField, type TextFieldProps } from './TextField';
export type { FieldErrorMessage } from './fieldLooks';
