/**
 * SLOT for the push helper (issue 15): the 'Pushmeldingen aanzetten' control of the preferences page goes
 * here (asks the browser's permission, registers the subscription, then invalidates
 * settingsKeys.browserPush() so the push switches unlock). Renders nothing until then.
 */
export const PushPermissionSlot = () => null;
