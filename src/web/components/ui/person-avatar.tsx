import { UserRound } from 'lucide-react';

/** A participant's small round photo, or a neutral placeholder (decorative: the name is beside it). */
export function PersonAvatar({ url, size = 40 }: { url: string | null; size?: number }) {
  const style = { width: size, height: size };
  return url ? (
    <img
      src={url}
      width={size}
      height={size}
      alt=""
      className="shrink-0 rounded-full object-cover"
      style={style}
    />
  ) : (
    <span
      className="flex shrink-0 items-center justify-center rounded-full bg-surface-sunken text-muted"
      style={style}
    >
      <UserRound aria-hidden="true" className="h-1/2 w-1/2" />
    </span>
  );
}
