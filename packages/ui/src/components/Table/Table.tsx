import { useMemo, useState, type ReactNode, type Ref } from 'react';
import {
  Cell,
  Column,
  Row,
  Table as AriaTable,
  TableBody,
  TableHeader,
  type SortDescriptor,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import { Icon } from '../IconButton/icons';
import { LoadingDots } from '../LoadingDots/LoadingDots';
import { sortRows, type SortValue } from './sortRows';
import * as css from './Table.css';

/** Cell alignment: text at the start, numbers at the end. */
export const TABLE_ALIGNS = ['start', 'end'] as const;
export type TableAlign = (typeof TABLE_ALIGNS)[number];

export interface TableColumn<T> {
  id: string;
  label: string;
  /** What the cell shows for a row. */
  render: (row: T) => ReactNode;
  /** The value the column sorts by; a column without one cannot be sorted. */
  sortValue?: (row: T) => SortValue;
  /** The column that names the row for screen readers (usually the first). */
  isRowHeader?: boolean;
  align?: TableAlign;
}

export interface TableProps<T extends { id: string | number }> {
  'aria-label': string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  /** Sort, controlled; rows are sorted here by the column's sortValue either way. */
  sortDescriptor?: SortDescriptor;
  defaultSortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** The single row shown when there are no rows (a message of the spec, passed in). */
  emptyMessage: ReactNode;
  /** While loading, the single row shows loading dots with this label. */
  isLoading?: boolean;
  loadingLabel?: string;
  /** Below this width the table scrolls sideways. */
  minWidth?: number;
  /** The scrolling box around the table. */
  ref?: Ref<HTMLDivElement>;
  /**
   * Long tables show this many rows (after sorting), then a button that shows as many more; the
   * button's words (passed in, e.g. `Show 50 more of 1,000`) are given how many it adds and of all.
   */
  pageSize?: number;
  showMoreLabel?: (more: number, total: number) => string;
}

const alignClass = (base: string, align: TableAlign | undefined) =>
  align === 'end' ? `${base} ${css.alignEnd}` : base;

/**
 * A data table on react-aria-components: headers with a sortValue sort on click, Enter or
 * Space (screen readers hear "sorted by column … in … order"), arrow keys move between cells,
 * and an empty or loading table keeps its headers with one message row.
 */
export function Table<T extends { id: string | number }>({
  columns,
  rows,
  sortDescriptor,
  defaultSortDescriptor,
  onSortChange,
  emptyMessage,
  isLoading = false,
  loadingLabel = 'Loading',
  minWidth,
  'aria-label': ariaLabel,
  ref,
  pageSize,
  showMoreLabel = (more, total) => `Show ${more} more of ${total}`,
}: TableProps<T>) {
  const [shown, setShown] = useState(pageSize ?? Number.POSITIVE_INFINITY);
  const [ownSort, setOwnSort] = useState<SortDescriptor | undefined>(defaultSortDescriptor);
  const sort = sortDescriptor ?? ownSort;
  const sorted = useMemo(() => {
    const byId = new Map(columns.map((c) => [c.id, c]));
    return sortRows(rows, sort, (row, id) => byId.get(id)?.sortValue?.(row));
  }, [rows, columns, sort]);
  const hasRowHeader = columns.some((c) => c.isRowHeader);
  const visible = sorted.length > shown ? sorted.slice(0, shown) : sorted;
  const table = (
    <div ref={ref} className={css.scroller}>
      <AriaTable
        aria-label={ariaLabel}
        sortDescriptor={sort}
        onSortChange={(next) => {
          setOwnSort(next);
          onSortChange?.(next);
        }}
        className={css.table}
        style={minWidth ? { minWidth } : undefined}
      >
        <TableHeader>
          {columns.map((c, i) => (
            <Column
              key={c.id}
              id={c.id}
              // The name screen readers hear in "sorted by column …".
              textValue={c.label}
              isRowHeader={c.isRowHeader ?? (!hasRowHeader && i === 0)}
              allowsSorting={Boolean(c.sortValue)}
              className={alignClass(css.column, c.align)}
            >
              <span className={css.columnLabel}>
                {c.label}
                {c.sortValue ? (
                  <span className={css.sortIndicator}>
                    <Icon name="arrowUp" size={14} />
                  </span>
                ) : null}
              </span>
            </Column>
          ))}
        </TableHeader>
        <TableBody
          items={isLoading ? [] : visible}
          className={css.body}
          renderEmptyState={() => (
            <div className={css.emptyState}>
              {isLoading ? <LoadingDots label={loadingLabel} /> : emptyMessage}
            </div>
          )}
        >
          {(row) => (
            <Row id={row.id} columns={columns} className={css.row}>
              {(c) => <Cell className={alignClass(css.cell, c.align)}>{c.render(row)}</Cell>}
            </Row>
          )}
        </TableBody>
      </AriaTable>
    </div>
  );
  if (!pageSize || isLoading || sorted.length <= shown) return table;
  const more = Math.min(pageSize, sorted.length - shown);
  return (
    <div className={css.paged}>
      {table}
      <Button variant="secondary" onPress={() => setShown(shown + pageSize)}>
        {showMoreLabel(more, sorted.length)}
      </Button>
    </div>
  );
}
