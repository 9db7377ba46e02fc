import { Package } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/texts';
import type { ItemPhoto } from './api';

/** The item page's photos: the chosen one large (full size), the rest as thumbnails to pick from. */
export function ItemGallery({ title, photos }: { title: string; photos: readonly ItemPhoto[] }) {
  const { t } = useTranslation('listings');
  const [index, setIndex] = useState(0);
  const current = photos[Math.min(index, photos.length - 1)];
  if (!current) {
    return (
      <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 rounded-xl bg-surface-sunken text-muted">
        <Package aria-hidden="true" className="h-12 w-12" />
        <span>{t('card.noPhoto')}</span>
      </div>
    );
  }
  const count = photos.length;
  return (
    <section aria-label={t('item.gallery')} className="flex flex-col gap-3">
      <img
        src={current.full.url}
        width={current.full.width}
        height={current.full.height}
        alt={t('item.photoAlt', { title, index: index + 1, count })}
        // The first photo is the page's main content: load it at once; the others when chosen.
        fetchPriority="high"
        decoding="async"
        className="aspect-[4/3] w-full rounded-xl bg-surface-sunken object-contain"
      />
      {count > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {photos.map((photo, position) => (
            <li key={photo.id} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(position)}
                aria-label={t('item.showPhoto', { index: position + 1, count })}
                aria-current={position === index ? 'true' : undefined}
                className={cn(
                  'block overflow-hidden rounded-md border-2',
                  position === index ? 'border-brand-700' : 'border-transparent hover:border-gray-300',
                )}
              >
                <img
                  src={photo.card.url}
                  width={photo.card.width}
                  height={photo.card.height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="h-16 w-20 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
