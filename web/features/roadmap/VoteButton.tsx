import { LogIn, ThumbsUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { useSession } from '@web/features/accounts';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { cn } from '@web/lib/cn';
import { notify } from '@web/lib/toast';
import { useMyVotes, useVote } from './queries';

type VoteButtonProps = { itemId: string; title: string; votes: number };

/**
 * The vote of a roadmap card: a signed-in member votes once and clicks again to withdraw (aria-pressed); a
 * visitor sees the count and a link to log in.
 */
export const VoteButton = ({ itemId, title, votes }: VoteButtonProps) => {
  const { t } = useTranslation('roadmap');
  const { isSignedIn, isLoading } = useSession();
  const mine = useMyVotes(isSignedIn);
  const vote = useVote();
  const voted = mine.data?.itemIds.includes(itemId) ?? false;
  const count = (
    <span
      className="inline-flex items-center gap-1.5 text-xs font-medium text-ink-muted"
      data-testid="roadmap-votes"
    >
      <ThumbsUp aria-hidden className="size-3.5" />
      {t('votes', { count: votes })}
    </span>
  );

  if (isLoading) return <div className="mt-4">{count}</div>;
  if (!isSignedIn) {
    return (
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
        {count}
        <Link
          to={`/inloggen?from=${encodeURIComponent('/roadmap')}`}
          className="inline-flex items-center gap-1.5 text-xs font-medium text-forest-700 underline underline-offset-2"
        >
          <LogIn aria-hidden className="size-3.5" />
          {t('loginToVote')}
        </Link>
      </div>
    );
  }
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
      {count}
      <Button
        size="sm"
        variant={voted ? 'primary' : 'secondary'}
        aria-pressed={voted}
        aria-label={voted ? t('unvoteFor', { title }) : t('voteFor', { title })}
        disabled={vote.isPending || mine.isPending}
        data-testid="roadmap-vote"
        className={cn(voted && 'shadow-none')}
        onClick={() =>
          vote.mutate(
            { id: itemId, voted: !voted },
            {
              onSuccess: (r) => notify.success(r.voted ? t('voted') : t('unvoted')),
              onError: (error) => notify.error(apiErrorMessage(error, t)),
            },
          )
        }
      >
        <ThumbsUp aria-hidden />
        {voted ? t('votedLabel') : t('vote')}
      </Button>
    </div>
  );
};
