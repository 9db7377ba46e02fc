import { Briefcase, Camera, Car, Drill, House, type LucideIcon, PartyPopper, Trees, Zap } from 'lucide-react';
import { CATEGORIES, type CategorySlug } from '../../../shared/constants';

type IconName = (typeof CATEGORIES)[number]['icon'];

const ICONS: Record<IconName, LucideIcon> = {
  drill: Drill,
  zap: Zap,
  trees: Trees,
  'party-popper': PartyPopper,
  car: Car,
  camera: Camera,
  house: House,
  briefcase: Briefcase,
};

/** The icon the shared constants name for a category. */
export function categoryIcon(slug: CategorySlug): LucideIcon {
  const category = CATEGORIES.find((entry) => entry.slug === slug);
  return category ? ICONS[category.icon] : Briefcase;
}
