export { TextField, type TextFieldProps } from './TextField';
export {
  FieldDescription,
  FieldError,
  FieldInput,
  FieldLabel,
  FieldRoot,
  type FieldErrorMessage,
  type FieldLabelProps,
} from './fieldParts';
