import type { ReactNode } from 'react';

/** One column: its header and how a row fills its cell. */
export type Column<Row> = {
  key: string;
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** Right-aligned figures (amounts, token counts). */
  numeric?: boolean;
  /** The cell names its row (a `<th scope="row">`), for screen readers reading across. */
  rowHeader?: boolean;
  className?: string | ((row: Row) => string | undefined);
  title?: (row: Row) => string | undefined;
};

/**
 * The app's one table: a header row of column names, then one row per item, in the theme's `.table` style.
 * Screens describe columns; the markup (scopes, numeric alignment, test ids) is written once, here.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  rowTestId,
  className,
}: {
  columns: Array<Column<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  rowTestId?: (row: Row) => string;
  className?: string;
}) {
  const classOf = (c: Column<Row>, row?: Row): string | undefined => {
    const own = typeof c.className === 'function' ? (row === undefined ? undefined : c.className(row)) : c.className;
    return [c.numeric ? 'num' : '', own ?? ''].filter(Boolean).join(' ') || undefined;
  };
  return (
    <table className={className ? `table ${className}` : 'table'}>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.key} scope="col" className={c.numeric ? 'num' : undefined}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={rowKey(row, i)} data-testid={rowTestId?.(row)}>
            {columns.map((c) =>
              c.rowHeader ? (
                <th key={c.key} scope="row" className={classOf(c, row)} title={c.title?.(row)}>
                  {c.cell(row, i)}
                </th>
              ) : (
                <td key={c.key} className={classOf(c, row)} title={c.title?.(row)}>
                  {c.cell(row, i)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
