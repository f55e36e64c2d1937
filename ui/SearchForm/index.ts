export { SearchForm, searchFormMessages, type SearchFormProps } from './SearchForm';
