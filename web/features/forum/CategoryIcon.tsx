import {
  Briefcase,
  CalendarDays,
  CircleHelp,
  Flower2,
  HandHeart,
  Heart,
  Leaf,
  type LucideIcon,
  MapPin,
  MessagesSquare,
  Music,
  Sparkles,
  Sprout,
  Sun,
  Users,
} from 'lucide-react';
import { cn } from '@web/lib/cn';

/** The icons an admin can give a category (lucide names, kebab-case as stored); others fall back. */
export const CATEGORY_ICONS: Record<string, LucideIcon> = {
  'messages-square': MessagesSquare,
  'hand-heart': HandHeart,
  'calendar-days': CalendarDays,
  music: Music,
  'flower-2': Flower2,
  sprout: Sprout,
  briefcase: Briefcase,
  'map-pin': MapPin,
  'circle-help': CircleHelp,
  heart: Heart,
  leaf: Leaf,
  sparkles: Sparkles,
  sun: Sun,
  users: Users,
};

type CategoryIconProps = { icon: string | null; color: string | null; className?: string };

/** A category's icon on a soft tile of its colour. */
export const CategoryIcon = ({ icon, color, className }: CategoryIconProps) => {
  const Icon = (icon && CATEGORY_ICONS[icon]) || MessagesSquare;
  const tint = color ?? '#3f6b4e';
  return (
    <span
      aria-hidden
      className={cn('grid size-11 shrink-0 place-items-center rounded-2xl', className)}
      style={{ backgroundColor: `${tint}1f`, color: tint }}
    >
      <Icon className="size-5" />
    </span>
  );
};
