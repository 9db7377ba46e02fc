import { cn } from '../../lib/cn';

export interface Stat {
  id: string;
  value: string;
  label: string;
}

/** Headline figures as a description list, so each value is read together with its label. */
export function StatList({ stats, className }: { stats: Stat[]; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-3 gap-2 sm:gap-4', className)}>
      {stats.map((stat) => (
        <div
          key={stat.id}
          className="flex flex-col-reverse rounded-xl bg-accent-surface px-2 py-4 text-center sm:p-5"
        >
          <dt className="mt-1 text-xs font-medium sm:text-sm text-gray-700 dark:text-brand-100">
            {stat.label}
          </dt>
          <dd className="text-2xl font-bold sm:text-3xl text-brand-800 dark:text-white">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
