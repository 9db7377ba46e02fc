import { type LucideIcon, PackageOpen } from 'lucide-react';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  message: string;
  icon?: LucideIcon;
  /** The heading level that fits where the empty state sits in the page outline. */
  headingLevel?: 2 | 3;
  children?: ReactNode;
}

/** What a list shows when there is truly nothing in it. */
export function EmptyState({
  title,
  message,
  icon: Icon = PackageOpen,
  headingLevel = 3,
  children,
}: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border-strong px-6 py-12 text-center">
      <Icon aria-hidden="true" className="h-10 w-10 text-subtle" />
      <Heading className="text-lg font-semibold text-fg">{title}</Heading>
      <p className="max-w-md text-muted">{message}</p>
      {children}
    </div>
  );
}
