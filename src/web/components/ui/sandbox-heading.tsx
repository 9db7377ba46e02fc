import { FlaskConical, type LucideIcon } from 'lucide-react';

/** The heading of a sandbox provider's page (checkout, payout setup), marked as a test. */
export function SandboxHeading({
  icon: Icon,
  title,
  badge,
}: {
  icon: LucideIcon;
  title: string;
  badge: string;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="flex items-center gap-2 text-3xl font-bold text-fg">
        <Icon aria-hidden="true" className="h-7 w-7" />
        {title}
      </h1>
      <p className="inline-flex items-center gap-1.5 rounded-full bg-warning-surface px-3 py-1 text-sm font-medium text-warning-fg">
        <FlaskConical aria-hidden="true" className="h-4 w-4" />
        {badge}
      </p>
    </div>
  );
}
