import { User } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useAuth } from '../auth/auth-context';

/**
 * The account menu's trigger look: the signed-in user's photo when they uploaded one, else the
 * person icon. The plain button in the header and the Radix trigger that replaces it once the
 * menu has loaded render the same element, so nothing moves on first use.
 */
export function AccountButton({ label, ...props }: ComponentProps<'button'> & { label: string }) {
  const image = useAuth().user?.image;
  return (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="menu"
      className="inline-flex h-10 w-10 items-center justify-center overflow-hidden rounded-full border border-border-strong text-fg-soft hover:bg-surface-sunken"
      {...props}
    >
      {image ? (
        <img src={image} alt="" width={40} height={40} className="h-full w-full object-cover" />
      ) : (
        <User aria-hidden="true" className="h-5 w-5" />
      )}
    </button>
  );
}
