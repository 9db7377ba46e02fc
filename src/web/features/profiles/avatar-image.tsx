import { UserRound } from 'lucide-react';
import { cn } from '../../lib/cn';

/** The profile photo, or a neutral placeholder until one is uploaded. */
export function AvatarImage({
  url,
  alt,
  className,
}: {
  url: string | null;
  alt: string;
  className?: string;
}) {
  if (url) return <img src={url} alt={alt} className={cn('rounded-full object-cover', className)} />;
  return (
    <span
      role="img"
      aria-label={alt}
      className={cn(
        'flex items-center justify-center rounded-full bg-brand-100 text-brand-800 dark:bg-gray-800 dark:text-brand-100',
        className,
      )}
    >
      <UserRound aria-hidden="true" className="h-1/2 w-1/2" />
    </span>
  );
}
