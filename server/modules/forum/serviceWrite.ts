import { AppError } from '../../../core/errors';
import type { Db } from '../../db/client';
import { markView, viewerKey } from '../../db/viewCounter';
import type { Actor } from '../../http/context';
import { forumPolicy } from './policy';
import { incrementTopicViews, selectTopicState, selectTopicViews } from './queriesTopics';

/**
 * Count a topic view once per visitor per hour (spec §7 view_count; server/db/viewCounter.ts): the mark and
 * the increment in one transaction. Hidden topics count only for moderators (others get 404 as on reads).
 */
export const countView = async (
  db: Db,
  viewer: Actor | null,
  topicId: string,
  client: { ip: string; userAgent: string | undefined },
): Promise<{ counted: boolean; viewCount: number }> =>
  db.transaction(async (tx) => {
    const topic = await selectTopicState(tx, topicId);
    if (!topic || (topic.isHidden && !forumPolicy.seeHidden(viewer)))
      throw new AppError('forum_topic_not_found');
    const key = viewerKey({ userId: viewer?.userId ?? null, ip: client.ip, userAgent: client.userAgent });
    const counted = await markView(tx, { type: 'forum_topic', id: topicId, viewerKey: key });
    const viewCount = counted ? await incrementTopicViews(tx, topicId) : await selectTopicViews(tx, topicId);
    return { counted, viewCount: viewCount ?? 0 };
  });
