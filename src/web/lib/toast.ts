/**
 * Toasts without putting the toast library on the first page: the library loads on the first
 * toast, and <LazyToaster /> mounts its container then. Every toast in the app goes through here.
 */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'success' | 'error' | 'info';
}

type Listener = () => void;
let loaded: Promise<typeof import('sonner')> | undefined;
let isLoaded = false;
const listeners = new Set<Listener>();

export function loadToastLibrary() {
  if (!loaded) {
    loaded = import('sonner');
    void loaded.then(() => {
      isLoaded = true;
      for (const listener of listeners) listener();
    });
  }
  return loaded;
}

/**
 * LazyToaster subscribes here to learn when to mount the container; told at once when the library
 * loaded before it subscribed (Preact subscribes a frame after rendering), or no toast would show.
 */
export function onToastLibraryLoaded(listener: Listener): () => void {
  listeners.add(listener);
  if (isLoaded) listener();
  return () => listeners.delete(listener);
}

export function toast({ title, description, variant = 'info' }: ToastInput): void {
  void loadToastLibrary().then(({ toast: show }) => {
    // Let the container mount before the first toast is queued.
    setTimeout(() => {
      const options = description ? { description } : undefined;
      if (variant === 'success') show.success(title, options);
      else if (variant === 'error') show.error(title, options);
      else show(title, options);
    }, 0);
  });
}
