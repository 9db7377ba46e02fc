import { User } from 'lucide-react';
import type { ComponentProps } from 'react';

/**
 * The account menu's trigger look. The plain button in the header and the Radix trigger that
 * replaces it once the menu has loaded render the same element, so nothing moves on first use.
 */
export function AccountButton({ label, ...props }: ComponentProps<'button'> & { label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="menu"
      className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-border-strong text-fg-soft hover:bg-surface-sunken"
      {...props}
    >
      <User aria-hidden="true" className="h-5 w-5" />
    </button>
  );
}
