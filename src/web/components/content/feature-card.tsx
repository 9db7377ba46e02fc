import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface FeatureCardProps {
  icon?: LucideIcon;
  title: string;
  children: ReactNode;
  className?: string;
}

/** A card with an icon, an h3 title and a short text; used inside a list under a section's h2. */
export function FeatureCard({ icon: Icon, title, children, className }: FeatureCardProps) {
  return (
    <div className={cn('h-full rounded-xl border border-border bg-surface p-5 shadow-sm', className)}>
      {Icon && (
        <span className="inline-flex rounded-lg bg-accent-surface p-2 text-accent">
          <Icon aria-hidden="true" className="h-6 w-6" />
        </span>
      )}
      <h3 className="mt-3 text-lg font-semibold text-fg">{title}</h3>
      <div className="mt-2 text-muted">{children}</div>
    </div>
  );
}

/** A responsive grid list of cards: one column on phones, two on tablets, `columns` on desktop. */
export function CardGrid({ children, columns = 3 }: { children: ReactNode; columns?: 2 | 3 | 4 }) {
  const desktop = { 2: 'lg:grid-cols-2', 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' }[columns];
  return <ul className={cn('grid gap-4 sm:grid-cols-2', desktop)}>{children}</ul>;
}
