import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface PageHeaderProps {
  title: string;
  lead?: string;
  eyebrow?: string;
  icon?: LucideIcon;
  /** Extra content under the lead, e.g. a badge or call-to-action buttons. */
  children?: ReactNode;
  className?: string;
}

/** The top of a content page: the page's only h1, with an optional icon, eyebrow and lead. */
export function PageHeader({ title, lead, eyebrow, icon: Icon, children, className }: PageHeaderProps) {
  return (
    <header className={cn('flex flex-col items-start gap-4', className)}>
      {Icon && (
        <span className="rounded-full bg-accent-surface p-3 text-accent">
          <Icon aria-hidden="true" className="h-7 w-7" />
        </span>
      )}
      <div>
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-accent">{eyebrow}</p>}
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-fg sm:text-4xl">{title}</h1>
        {lead && <p className="mt-4 max-w-3xl text-lg text-muted">{lead}</p>}
      </div>
      {children}
    </header>
  );
}
