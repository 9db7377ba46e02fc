import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

interface IconLinkProps {
  to: string;
  /** The accessible name; it carries the count too, since the badge itself is hidden from readers. */
  label: string;
  icon: LucideIcon;
  /** Shown as a badge when above zero. */
  count?: number;
  className?: string;
}

const MAX_BADGE = 99;

/** A header icon link (favorites, notifications, messages) with an optional count badge. */
export function IconLink({ to, label, icon: Icon, count = 0, className }: IconLinkProps) {
  return (
    <Link
      to={to}
      aria-label={label}
      className={cn(
        'relative inline-flex h-10 w-10 items-center justify-center rounded-md text-fg-soft hover:bg-surface-sunken',
        className,
      )}
    >
      <Icon aria-hidden="true" className="h-5 w-5" />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="badge"
          className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs font-semibold leading-5 text-white"
        >
          {count > MAX_BADGE ? `${MAX_BADGE}+` : count}
        </span>
      )}
    </Link>
  );
}
