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
      className={cn('flex items-center justify-center rounded-full bg-accent-soft text-accent', className)}
    >
      <UserRound aria-hidden="true" className="h-1/2 w-1/2" />
    </span>
  );
}
