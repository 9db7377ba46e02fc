export interface TimelineEntry {
  id: string;
  title: string;
  body: string;
}

/** An ordered, vertical timeline: each milestone an h3 with a short text, marked on a line. */
export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ol className="relative ml-3 flex flex-col gap-8 border-l-2 border-accent-surface pl-8">
      {entries.map((entry) => (
        <li key={entry.id} className="relative">
          <span
            aria-hidden="true"
            className="absolute -left-[41px] top-1 h-4 w-4 rounded-full border-4 border-page bg-accent-solid"
          />
          <h3 className="text-lg font-semibold text-fg">{entry.title}</h3>
          <p className="mt-1 text-muted">{entry.body}</p>
        </li>
      ))}
    </ol>
  );
}
