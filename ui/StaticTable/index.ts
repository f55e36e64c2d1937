export { StaticTable, type StaticTableProps } from './StaticTable';
