import type { LucideIcon } from 'lucide-react';
import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { useTranslation } from '../../lib/texts';

interface StatCardProps {
  title: string;
  value: string;
  icon: LucideIcon;
  /** Percent change vs the previous window; null: nothing to compare with; undefined: not shown. */
  growth?: number | null;
  windowDays: number;
  note?: string;
}

/** One headline figure with its trend, worded so it reads without the arrow's colour. */
export function StatCard({ title, value, icon: Icon, growth, windowDays, note }: StatCardProps) {
  const { t } = useTranslation('admin');
  let trend: { text: string; icon: LucideIcon; tone: string } | null = null;
  if (growth === null) {
    trend = {
      text: t('analytics.growthNew', { days: windowDays }),
      icon: TrendingUp,
      tone: 'text-muted',
    };
  } else if (growth !== undefined) {
    const value = Math.abs(growth).toLocaleString();
    trend =
      growth > 0
        ? {
            text: t('analytics.growthUp', { value, days: windowDays }),
            icon: TrendingUp,
            tone: 'text-success-fg',
          }
        : growth < 0
          ? {
              text: t('analytics.growthDown', { value, days: windowDays }),
              icon: TrendingDown,
              tone: 'text-danger-fg',
            }
          : {
              text: t('analytics.growthFlat', { days: windowDays }),
              icon: Minus,
              tone: 'text-muted',
            };
  }
  return (
    <div className="rounded-xl border border-border bg-surface p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium text-muted">{title}</h2>
        <Icon aria-hidden="true" className="h-5 w-5 text-accent" />
      </div>
      <p className="mt-2 text-3xl font-bold tabular-nums text-fg">{value}</p>
      {note ? <p className="mt-1 text-xs text-muted">{note}</p> : null}
      {trend ? (
        <p className={`mt-2 flex items-center gap-1 text-sm ${trend.tone}`}>
          <trend.icon aria-hidden="true" className="h-4 w-4" />
          {trend.text}
        </p>
      ) : null}
    </div>
  );
}
