export { Table, TABLE_ALIGNS } from './Table';
export type { TableAlign, TableColumn, TableProps } from './Table';
export { sortRows } from './sortRows';
export type { SortValue } from './sortRows';
