import { Bell, CalendarClock, CreditCard, Heart, MessageCircle, Package, Star } from 'lucide-react';
import type { NotificationView } from './api';

const ICONS = {
  rental_request: Package,
  payment: CreditCard,
  reminder: CalendarClock,
  review: Star,
  wishlist: Heart,
  message: MessageCircle,
} as const;

export function NotificationIcon({ type }: { type: NotificationView['type'] }) {
  const Icon = ICONS[type] ?? Bell;
  return (
    <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-100">
      <Icon aria-hidden="true" className="h-5 w-5" />
    </span>
  );
}
