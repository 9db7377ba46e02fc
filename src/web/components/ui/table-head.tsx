/** A plain table's header row: the columns' names, the last one (amounts) right-aligned. */
export function TableHead({ columns }: { columns: string[] }) {
  return (
    <thead className="text-muted">
      <tr>
        {columns.map((name, index) => (
          <th
            key={name}
            scope="col"
            className={index === columns.length - 1 ? 'py-2 text-right font-medium' : 'py-2 pr-3 font-medium'}
          >
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}
