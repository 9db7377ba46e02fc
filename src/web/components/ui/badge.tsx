import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
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

const TONES = {
  success: 'bg-success-surface text-success-fg',
  warning: 'bg-warning-surface text-warning-fg',
  danger: 'bg-danger-surface text-danger-fg',
  info: 'bg-info-surface text-info-fg',
  neutral: 'bg-surface-sunken text-fg-soft',
  accent: 'bg-accent-soft text-accent',
  solid: 'bg-brand-700 text-white',
} as const;

export type BadgeTone = keyof typeof TONES;

/**
 * A small pill for roles and states (rental, deposit, listing, identity, user). Its text carries
 * the meaning; the tone only repeats it, so it is never colour alone.
 */
export function StatusBadge({ tone, className, ...props }: ComponentProps<'span'> & { tone: BadgeTone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}
