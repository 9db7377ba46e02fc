import { toast } from './toast';

/**
 * The one way to tell the reader, as a toast, that what they typed or chose is refused before any
 * request is sent (the spec's 'Invalid Email', 'Upload Failed' for a 6 MB file...). Prefer the
 * form's own field error (react-hook-form's `errors`, shown by the field) and call this only where
 * the spec asks for a toast. A failed server call is told by mutation-errors.ts instead.
 */
export function toastInvalidInput(title: string, description?: string): void {
  toast({ title, description, variant: 'error' });
}
