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
    <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent-surface text-accent">
      <Icon aria-hidden="true" className="h-5 w-5" />
    </span>
  );
}
