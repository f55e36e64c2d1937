export { Row, RowList } from './RowList';
