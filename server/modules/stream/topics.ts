import type { StreamTopicsBody } from '../../../core/schemas/realtime';
import type { Db } from '../../db/client';
import type { RealtimeChannel } from '../../realtime';
import {
  currentProfileSavedCount,
  currentSavedCount,
  professionalSavedCountChannel,
  savedCountChannel,
  venueSavedCountChannel,
} from '../favorites';
import { followerCount, followerCountChannel } from '../follows';

/** A public topic of the stream: the list in the topics body, its channel, its current value, its event. */
type TopicKindDef = {
  field: keyof StreamTopicsBody;
  channel: RealtimeChannel<unknown>;
  current: (db: Db, id: string) => Promise<unknown>;
  toEvent: (message: unknown) => { event: string; data: unknown };
};

type Saved = { eventId: string; savedCount: number };
type ProfileSaved = { id: string; savedCount: number };
type Followers = { userId: string; followerCount: number };
const as = <T>(c: RealtimeChannel<T>) => c as RealtimeChannel<unknown>;

const profile = (kind: 'venue' | 'professional', channel: RealtimeChannel<unknown>): TopicKindDef => ({
  field: kind === 'venue' ? 'venueSavedCounts' : 'professionalSavedCounts',
  channel,
  current: (db, id) => currentProfileSavedCount(db, kind, id),
  toEvent: (message) => {
    const m = message as ProfileSaved;
    return { event: 'profile-saved-count', data: { kind, id: m.id, count: m.savedCount } };
  },
});

/** The count topics (spec §7 Realtime): saved counts of events, venues, professionals; follower counts. */
export const TOPIC_KINDS = {
  saved: {
    field: 'savedCounts',
    channel: as(savedCountChannel),
    current: currentSavedCount,
    toEvent: (message) => {
      const m = message as Saved;
      return { event: 'saved-count', data: { eventId: m.eventId, count: m.savedCount } };
    },
  },
  venue: profile('venue', as(venueSavedCountChannel)),
  professional: profile('professional', as(professionalSavedCountChannel)),
  followers: {
    field: 'followers',
    channel: as(followerCountChannel),
    current: followerCount,
    toEvent: (message) => {
      const m = message as Followers;
      return { event: 'followers', data: { userId: m.userId, count: m.followerCount } };
    },
  },
} satisfies Record<string, TopicKindDef>;
export type TopicKind = keyof typeof TOPIC_KINDS;
