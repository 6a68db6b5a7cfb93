import { useState } from 'react';
import { cn } from '@web/lib/cn';

type ProfileAvatarProps = { name: string; imageUrl: string | null; square?: boolean };

/** Logo or photo of an organiser or venue, initials when there is none (or it fails to load). */
export const ProfileAvatar = ({ name, imageUrl, square = false }: ProfileAvatarProps) => {
  const [failed, setFailed] = useState(false);
  const shape = square ? 'rounded-xl' : 'rounded-full';
  if (imageUrl && !failed) {
    return (
      <img
        src={imageUrl}
        alt=""
        loading="lazy"
        onError={() => setFailed(true)}
        className={cn('size-14 shrink-0 border border-line bg-white object-cover', shape)}
      />
    );
  }
  const letters = name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
  return (
    <span
      aria-hidden
      className={cn(
        'grid size-14 shrink-0 place-items-center bg-forest-100 font-semibold text-forest-800',
        shape,
      )}
    >
      {letters}
    </span>
  );
};
