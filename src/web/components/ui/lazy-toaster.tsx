import { type ComponentType, useEffect, useState } from 'react';
import { loadToastLibrary, onToastLibraryLoaded } from '../../lib/toast';

type ToasterType = ComponentType<{ closeButton?: boolean; position?: 'top-right' }>;

/** Mounts the toast container once the first toast has loaded the library (see lib/toast.ts). */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<ToasterType | null>(null);
  useEffect(
    () =>
      onToastLibraryLoaded(() => {
        void loadToastLibrary().then((module) => setToaster(() => module.Toaster));
      }),
    [],
  );
  if (!Toaster) return null;
  // Plain (not rich) colours: the rich palette's green and red text on tinted backgrounds falls
  // below the AA contrast ratio; the variant still shows as an icon.
  return <Toaster closeButton position="top-right" />;
}
