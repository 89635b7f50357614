import * as css from './ChartFrame.css';

export interface DataTableProps {
  caption: string;
  /** Column headers; the first column names the rows (a date, a scenario, an end use). */
  columns: readonly string[];
  rows: readonly (readonly [string, ...string[]])[];
}

/** The data-table alternative of a chart: the same figures as text. */
export function DataTable({ caption, columns, rows }: DataTableProps) {
  return (
    <table className={css.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([head, ...cells], i) => (
          <tr key={`${head}-${i}`}>
            <th scope="row">{head}</th>
            {cells.map((cell, j) => (
              <td key={j}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
