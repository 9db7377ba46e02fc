import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** The width and padding every static content page shares, mobile first. */
export function PageContainer({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12', className)}>{children}</div>
  );
}
