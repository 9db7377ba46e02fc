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
      className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-gray-300 text-gray-800 hover:bg-gray-100 dark:border-gray-600 dark:text-gray-100 dark:hover:bg-gray-800"
      {...props}
    >
      <User aria-hidden="true" className="h-5 w-5" />
    </button>
  );
}
