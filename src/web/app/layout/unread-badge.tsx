import { useTranslation } from '../../lib/texts';

/** The unread count at the end of a menu row (Messages), read out as "3 unread". */
export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation('menu');
  if (count <= 0) return null;
  return (
    <span className="ml-auto min-w-5 rounded-full bg-red-700 px-1.5 text-center text-xs font-semibold leading-5 text-white">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{t('unreadBadge', { count })}</span>
    </span>
  );
}
