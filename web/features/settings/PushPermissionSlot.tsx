type PushPermissionSlotProps = {
  /** Call after the browser's push subscription changed: the push switches unlock or lock again. */
  onChange: () => void;
};

/**
 * SLOT for the push helper (issue 15): the 'Pushmeldingen aanzetten' control of the preferences page goes
 * here (asks the browser's permission, registers the subscription, then calls `onChange`). Renders nothing
 * until then.
 */
export const PushPermissionSlot = (_props: PushPermissionSlotProps) => null;
