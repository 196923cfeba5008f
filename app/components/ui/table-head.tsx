/** A column heading; `{ hidden }` names a column for screen readers only (a column of buttons needs no title). */
type Column = string | { hidden: string };

/**
 * The heading row of a data table: a `th scope="col"` a column, `cell` on each and `gap` on all but the last, so
 * the columns stand apart while the table ends flush.
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
            <th key={name} scope="col" className={index < columns.length - 1 ? `${cell} ${gap}` : cell}>
              {typeof column === "string" ? column : <span className="sr-only">{name}</span>}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

/**
 * A data table that becomes one card a row on a phone (no table to scroll sideways inside a box at
 * 390 px): the heading row is left to screen readers and each cell shows its column's name from `data-label`.
 */
export const STACKED = {
  table: "w-full text-start text-sm max-sm:block",
  head: "max-sm:sr-only",
  body: "max-sm:block",
  row: "max-sm:block max-sm:py-3",
  cell: "max-sm:flex max-sm:items-baseline max-sm:gap-3 max-sm:py-1 max-sm:pe-0 max-sm:pr-0 max-sm:before:w-28 max-sm:before:shrink-0 max-sm:before:text-xs max-sm:before:font-medium max-sm:before:text-slate-400 max-sm:before:content-[attr(data-label)]",
};
