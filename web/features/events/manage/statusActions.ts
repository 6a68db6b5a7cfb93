import type { EventStatus } from '@core/schemas/events';
import type { EventStatusAction } from './api';

/** Which status changes make sense from a status (spec §4; the server checks the same transitions). */
const ACTIONS_BY_STATUS: Record<EventStatus, readonly EventStatusAction[]> = {
  draft: ['publish', 'trash'],
  published: ['cancel', 'trash'],
  cancelled: ['publish', 'trash'],
  expired: ['trash'],
  trashed: ['restore', 'delete'],
};

export const availableStatusActions = (status: EventStatus): readonly EventStatusAction[] =>
  ACTIONS_BY_STATUS[status];

/** Actions that ask first: cancelling tells participants, deleting cannot be undone. */
export const CONFIRMED_ACTIONS: ReadonlySet<EventStatusAction> = new Set(['cancel', 'delete']);
