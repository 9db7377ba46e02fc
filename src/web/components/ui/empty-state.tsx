import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface EmptyStateProps {
  icon?: LucideIcon;
  title: string;
  description: string;
  /** A call to action, e.g. a link styled as a button. */
  action?: ReactNode;
  className?: string;
}

/** What a list shows when it has nothing yet: an h2 title, a helpful line and an optional action. */
export function EmptyState({ icon: Icon, title, description, action, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-2xl border border-dashed border-border-strong px-6 py-12 text-center',
        className,
      )}
    >
      {Icon && (
        <span className="rounded-full bg-surface-sunken p-4 text-muted">
          <Icon aria-hidden="true" className="h-8 w-8" />
        </span>
      )}
      <h2 className="mt-4 text-xl font-semibold text-fg">{title}</h2>
      <p className="mt-2 max-w-md text-muted">{description}</p>
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
