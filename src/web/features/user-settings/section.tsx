import type { ReactNode } from 'react';

/** A settings panel with its heading (the tab's content). */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-gray-200 bg-white p-6 dark:border-gray-800 dark:bg-gray-900">
      <h2 className="mb-4 text-xl font-semibold text-gray-900 dark:text-gray-100">{title}</h2>
      {children}
    </section>
  );
}
