import { ArrowRightLeft, Eye, EyeOff, Lock, LockOpen, Pin, PinOff, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ForumTopicDetail, ForumTopicModeration } from '@core/schemas/forum';
import { Button } from '@web/components/ui/Button';
import { Dialog } from '@web/components/ui/Dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/DropdownMenu';
import { Field } from '@web/components/ui/Field';
import { fieldClassName } from '@web/components/ui/Input';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { useForumCategories, useModerateTopic } from './queries';

/**
 * The admin's moderation menu on a topic (moderators are admins, spec §6): hide, pin (a pinned topic is
 * featured: it shows under 'Uitgelicht'), move to another category, lock.
 */
export const TopicModerationMenu = ({ topic }: { topic: ForumTopicDetail }) => {
  const { t } = useTranslation('forum');
  const moderate = useModerateTopic();
  const categories = useForumCategories();
  const [moving, setMoving] = useState(false);
  const [categoryId, setCategoryId] = useState(topic.category.id);

  const apply = (body: ForumTopicModeration, done: string) =>
    moderate.mutate(
      { id: topic.id, body },
      {
        onSuccess: () => notify.success(done),
        onError: (error) => notify.error(t('moderation.error'), apiErrorMessage(error, t)),
      },
    );

  const pinned = topic.isPinned || topic.isFeatured;
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="secondary" size="sm">
            <ShieldCheck aria-hidden />
            {t('moderation.menu')}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem
            onSelect={() =>
              apply(
                { isPinned: !pinned, isFeatured: !pinned },
                t(pinned ? 'moderation.unpinned' : 'moderation.pinned'),
              )
            }
          >
            {pinned ? <PinOff aria-hidden /> : <Pin aria-hidden />}
            {t(pinned ? 'moderation.unpin' : 'moderation.pin')}
          </DropdownMenuItem>
          <DropdownMenuItem
            onSelect={() =>
              apply(
                { isHidden: !topic.isHidden },
                t(topic.isHidden ? 'moderation.shown' : 'moderation.hidden'),
              )
            }
          >
            {topic.isHidden ? <Eye aria-hidden /> : <EyeOff aria-hidden />}
            {t(topic.isHidden ? 'moderation.show' : 'moderation.hide')}
          </DropdownMenuItem>
          <DropdownMenuItem
            onSelect={() =>
              apply(
                { status: topic.status === 'open' ? 'closed' : 'open' },
                t(topic.status === 'open' ? 'status.closed' : 'status.opened'),
              )
            }
          >
            {topic.status === 'open' ? <Lock aria-hidden /> : <LockOpen aria-hidden />}
            {t(topic.status === 'open' ? 'moderation.lock' : 'moderation.unlock')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setMoving(true)}>
            <ArrowRightLeft aria-hidden />
            {t('moderation.move')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog
        open={moving}
        onOpenChange={setMoving}
        title={t('moderation.moveTitle')}
        closeLabel={t('close')}
        footer={
          <>
            <Button variant="ghost" onClick={() => setMoving(false)}>
              {t('cancel')}
            </Button>
            <Button
              disabled={moderate.isPending || categoryId === topic.category.id}
              onClick={() => {
                apply({ categoryId }, t('moderation.moved'));
                setMoving(false);
              }}
            >
              {t('moderation.moveSubmit')}
            </Button>
          </>
        }
      >
        <Field id="move-category" label={t('form.category')}>
          <select
            id="move-category"
            className={fieldClassName}
            value={categoryId}
            onChange={(e) => setCategoryId(e.target.value)}
          >
            {(categories.data?.items ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
      </Dialog>
    </>
  );
};
