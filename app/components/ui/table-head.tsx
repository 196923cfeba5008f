/** A column heading; `{ hidden }` names a column for screen readers only (a column of buttons needs no title). */
type Column = string | { hidden: string };

/**
 * The heading row of a data table: a `th scope="col"` a column, aligned with its cells (a browser centres a `th`),
 * `cell` on each and `gap` on all but the last, so the columns stand apart while the table ends flush.
 */
export function TableHead({
  columns,
  className,
  cell,
  gap,
}: {
  columns: Column[];
  className: string;
  cell: string;
  gap: string;
}) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((column, index) => {
          const name = typeof column === "string" ? column : column.hidden;
          return (
            <th key={name} scope="col" className={`text-start ${cell}${index < columns.length - 1 ? ` ${gap}` : ""}`}>
              {typeof column === "string" ? column : <span className="sr-only">{name}</span>}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
