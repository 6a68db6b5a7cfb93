import { cn } from '@web/lib/cn';
import { initials } from './userMenu';

type AvatarProps = { name: string; src: string | null; className?: string };

export const Avatar = ({ name, src, className }: AvatarProps) =>
  src ? (
    <img src={src} alt="" className={cn('size-9 rounded-full object-cover', className)} />
  ) : (
    <span
      aria-hidden
      className={cn(
        'grid size-9 place-items-center rounded-full bg-forest-700 text-sm font-semibold text-white',
        className,
      )}
    >
      {initials(name)}
    </span>
  );
