import { EyeOff, Lock, type LucideIcon, Pin, Star } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@web/components/ui/Badge';

type Mark = 'pinned' | 'featured' | 'closed' | 'hidden';

const MARKS: Record<Mark, { tone: ComponentProps<typeof Badge>['tone']; icon: LucideIcon }> = {
  pinned: { tone: 'forest', icon: Pin },
  featured: { tone: 'premium', icon: Star },
  closed: { tone: 'neutral', icon: Lock },
  hidden: { tone: 'destructive', icon: EyeOff },
};

type ForumMarkProps = { mark: Mark; testId?: string };

/** A topic's or reply's mark (pinned, featured, closed, hidden): the same icon, tone and word everywhere. */
export const ForumMark = ({ mark, testId }: ForumMarkProps) => {
  const { t } = useTranslation('forum');
  const { tone, icon: Icon } = MARKS[mark];
  return (
    <Badge tone={tone} data-testid={testId}>
      <Icon aria-hidden className="size-3" />
      {t(`marks.${mark}`)}
    </Badge>
  );
};
