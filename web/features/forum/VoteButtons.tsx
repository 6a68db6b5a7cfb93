import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { ForumTarget, ForumVoteResult } from '@core/schemas/forum';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { cn } from '@web/lib/cn';
import { notify } from '@web/lib/toast';
import { useSession } from '@web/features/accounts';
import { loginReturningTo } from './paths';
import { useVote } from './queries';

type VoteButtonsProps = {
  target: ForumTarget;
  id: string;
  score: number;
  myVote: number;
  canVote: boolean;
};

/** Up and down votes (one per member; clicking your own vote again takes it back). Visitors are asked to log in. */
export const VoteButtons = ({ target, id, score, myVote, canVote }: VoteButtonsProps) => {
  const { t } = useTranslation('forum');
  const { isSignedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const vote = useVote();
  const [result, setResult] = useState<ForumVoteResult | null>(null);
  const current = result ?? { voteScore: score, myVote };

  const handleVote = (value: 1 | -1) => {
    if (!isSignedIn) {
      notify.errorWithAction(t('votes.loginFirst'), {
        label: t('votes.login'),
        onClick: () => void navigate(loginReturningTo(location.pathname + location.search)),
      });
      return;
    }
    const next = current.myVote === value ? 0 : value;
    vote.mutate(
      { target, id, value: next },
      {
        onSuccess: setResult,
        onError: (error) => notify.error(t('votes.error'), apiErrorMessage(error, t)),
      },
    );
  };

  const disabled = isSignedIn && !canVote;
  const base =
    'grid size-9 place-items-center rounded-full ring-1 ring-line transition-colors hover:bg-forest-50 disabled:opacity-50 disabled:hover:bg-transparent';
  return (
    <div className="flex items-center gap-1.5" data-testid={`vote-${target}`}>
      <button
        type="button"
        aria-label={t('votes.up')}
        aria-pressed={current.myVote === 1}
        disabled={disabled || vote.isPending}
        onClick={() => handleVote(1)}
        className={cn(
          base,
          current.myVote === 1 && 'bg-forest-700 text-white ring-forest-700 hover:bg-forest-800',
        )}
      >
        <ThumbsUp aria-hidden className="size-4" />
      </button>
      <span className="min-w-8 text-center text-sm font-semibold text-ink">
        <span className="sr-only">{t('votes.scoreLabel')} </span>
        <span data-testid={`vote-score-${target}`}>{current.voteScore}</span>
      </span>
      <button
        type="button"
        aria-label={t('votes.down')}
        aria-pressed={current.myVote === -1}
        disabled={disabled || vote.isPending}
        onClick={() => handleVote(-1)}
        className={cn(
          base,
          current.myVote === -1 && 'bg-clay-600 text-white ring-clay-600 hover:bg-clay-700',
        )}
      >
        <ThumbsDown aria-hidden className="size-4" />
      </button>
    </div>
  );
};
