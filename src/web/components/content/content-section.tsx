import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface ContentSectionProps {
  /** Anchor id; the heading gets `${id}-heading` and names the section for assistive technology. */
  id: string;
  title: string;
  lead?: string;
  children?: ReactNode;
  className?: string;
}

/** A titled section (h2) of a content page; a named region, so it shows up in landmark navigation. */
export function ContentSection({ id, title, lead, children, className }: ContentSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('scroll-mt-20 border-t border-border py-10', className)}
    >
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-fg">
        {title}
      </h2>
      {lead && <p className="mt-2 max-w-3xl text-muted">{lead}</p>}
      {children && <div className="mt-6">{children}</div>}
    </section>
  );
}
