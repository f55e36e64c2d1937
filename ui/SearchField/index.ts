export { SearchField, splitMatch, type SearchFieldProps, type Suggestion } from './SearchField';
