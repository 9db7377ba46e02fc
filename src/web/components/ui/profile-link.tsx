import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

/** A member's name (or anything about them) linking to their public profile at /users/{id}. */
export function ProfileLink({
  userId,
  children,
  className,
}: {
  userId: string | null;
  /** Optional only for <Trans> components, which fill it in. */
  children?: ReactNode;
  className?: string;
}) {
  if (!userId) return <>{children}</>;
  return (
    <Link
      to={`/users/${encodeURIComponent(userId)}`}
      className={cn('underline decoration-gray-400 underline-offset-2 hover:decoration-current', className)}
    >
      {children}
    </Link>
  );
}
