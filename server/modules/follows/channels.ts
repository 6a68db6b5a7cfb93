import { FollowerCountMessage } from '../../../core/schemas/follows';
import { defineChannel } from '../../realtime';

/** Live follower counts (spec §7 Realtime): notified inside the follow's transaction, keyed by user id. */
export const followerCountChannel = defineChannel<FollowerCountMessage>({
  name: 'user_follower_count',
  schema: FollowerCountMessage,
  keyOf: (message) => message.userId,
});

/** The SSE event name the web's EventSource listens for. */
export const FOLLOWER_COUNT_EVENT = 'follower-count';
