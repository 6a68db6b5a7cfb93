import { NOTIFICATION_DEFAULTS, CHANNEL_DEFAULTS } from '../../../core/domain/notificationPreferences';
import { NOTIFICATION_KINDS } from '../../../core/domain/notifications';
import type { TestNotificationBody, TestNotificationResult } from '../../../core/schemas/notifications';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { ensure } from '../../http/authorize';
import type { Actor } from '../../http/context';
import { notify } from './notify';
import { presentNotification } from './presenter';
import { pushPolicy } from './pushPolicy';
import { countPushSubscriptions } from './queriesPush';
import { selectLatestNotificationOfKind, selectPreferenceOfType } from './queriesTest';

type TestContext = { config: Pick<Config, 'vapid'>; db: Db };

const TEST_KIND = 'test' as const;
const TEST_TYPE = NOTIFICATION_KINDS[TEST_KIND];
/** Where the test notification leads: back to the test page. */
export const TEST_ACTION_URL = '/novu-test';

/**
 * /novu-test: send the member a test notification through `notify`, like any other (kind 'test', type
 * product_updates), and say per channel what happened. The test does not force channels on: it shows
 * honestly what the member's choices for "Productnieuws" do, and the page links to the settings for a
 * channel that is off. Push needs the type's push switch and at least one subscribed browser.
 */
export const sendTestNotification = async (
  ctx: TestContext,
  actor: Actor,
  body: TestNotificationBody,
): Promise<TestNotificationResult> => {
  ensure(pushPolicy.sendTestNotification(actor));
  const stored = await selectPreferenceOfType(ctx.db, actor.userId, TEST_TYPE);
  const channels = {
    inApp: stored?.inApp ?? CHANNEL_DEFAULTS.inApp,
    email: stored?.email ?? NOTIFICATION_DEFAULTS[TEST_TYPE],
    push: stored?.push ?? CHANNEL_DEFAULTS.push,
  };
  const subscriptions =
    channels.push && ctx.config.vapid ? await countPushSubscriptions(ctx.db, actor.userId) : 0;
  const row = await ctx.db.transaction(async (tx) => {
    const written = await notify(tx, {
      userIds: [actor.userId],
      kind: TEST_KIND,
      title: body.title,
      content: body.content,
      actionUrl: TEST_ACTION_URL,
      data: { test: true },
    });
    // Every channel off: notify writes nothing (and an older test notification is not this one).
    return written > 0 ? selectLatestNotificationOfKind(tx, actor.userId, TEST_KIND) : null;
  });
  return {
    notification: row ? presentNotification(row) : null,
    channels: {
      inApp: channels.inApp && row ? 'sent' : 'off',
      email: channels.email ? 'queued' : 'off',
      push: !channels.push ? 'off' : subscriptions === 0 ? 'no_subscription' : 'queued',
    },
  };
};
