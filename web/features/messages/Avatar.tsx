import type { ConversationMember } from '@core/schemas/messages';
import { cn } from '@web/lib/cn';

/** The other member's picture, or their initial on a soft green circle. */
export const MemberAvatar = ({ member, className }: { member: ConversationMember; className?: string }) =>
  member.avatarUrl ? (
    <img
      src={member.avatarUrl}
      alt=""
      className={cn('size-10 shrink-0 rounded-full object-cover', className)}
    />
  ) : (
    <span
      aria-hidden
      className={cn(
        'grid size-10 shrink-0 place-items-center rounded-full bg-forest-100 font-semibold text-forest-800',
        className,
      )}
    >
      {member.name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
