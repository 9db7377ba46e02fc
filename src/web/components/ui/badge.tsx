import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

/** A small pill with an optional icon, e.g. the 'Trusted by 10K+ neighbors' badge. */
export function Badge({
  icon: Icon,
  children,
  className,
}: {
  icon?: LucideIcon;
  children: string;
  className?: string;
}) {
  return (
    <p
      className={cn(
        'inline-flex items-center gap-2 rounded-full bg-accent-surface px-3 py-1 text-sm font-medium text-accent',
        className,
      )}
    >
      {Icon && <Icon aria-hidden="true" className="h-4 w-4" />}
      {children}
    </p>
  );
}
