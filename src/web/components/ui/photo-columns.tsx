export interface PhotoColumn {
  key: string;
  title: string;
  /** A line under the title (who recorded it, when). */
  caption?: string;
  photos: { id: string; url: string; fullUrl: string }[];
  /** Shown when the column has no photos. */
  empty: string;
}

type Photo = PhotoColumn['photos'][number];

/** A row of thumbnails, each opening the full-size photo in a new tab. */
export function PhotoThumbs<P extends Photo>({
  photos,
  alt,
  size = 'h-16 w-20',
}: {
  photos: P[];
  alt: (photo: P, number: number) => string;
  size?: string;
}) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <a href={photo.fullUrl} target="_blank" rel="noopener">
            <img src={photo.url} alt={alt(photo, index + 1)} className={`${size} rounded object-cover`} />
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Sets of photos side by side (one column each, stacked on a phone), each thumbnail opening the
 * full size: e.g. an item's condition at the pick-up beside its condition at the return.
 */
export function PhotoColumns({
  columns,
  label,
  photoAlt,
}: {
  columns: PhotoColumn[];
  label: string;
  photoAlt: (column: PhotoColumn, number: number) => string;
}) {
  return (
    <section aria-label={label} className="grid grid-cols-2 gap-3">
      {columns.map((column) => (
        <div key={column.key} className="flex min-w-0 flex-col gap-1">
          <p className="text-sm font-medium text-fg">{column.title}</p>
          {column.caption && <p className="text-xs text-muted">{column.caption}</p>}
          {column.photos.length === 0 ? (
            <p className="text-sm text-muted">{column.empty}</p>
          ) : (
            <PhotoThumbs photos={column.photos} alt={(_photo, number) => photoAlt(column, number)} />
          )}
        </div>
      ))}
    </section>
  );
}
