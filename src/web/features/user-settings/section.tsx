import type { ReactNode } from 'react';

/** A settings panel with its heading (the tab's content). */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-border bg-surface p-6">
      <h2 className="mb-4 text-xl font-semibold text-fg">{title}</h2>
      {children}
    </section>
  );
}
