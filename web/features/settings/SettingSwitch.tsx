import { cn } from '@web/lib/cn';

type SettingSwitchProps = {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** id of the element whose text names the switch… */
  labelledBy?: string;
  /** …or the name itself, when no visible text says it all (e.g. 'E-mail: Reviews'). */
  label?: string;
  describedBy?: string;
  disabled?: boolean;
};

/** An on/off switch (role="switch"): Space and Enter toggle it, screen readers hear on or off. */
export const SettingSwitch = ({
  id,
  checked,
  onCheckedChange,
  labelledBy,
  label,
  describedBy,
  disabled = false,
}: SettingSwitchProps) => (
  <button
    id={id}
    type="button"
    role="switch"
    aria-checked={checked}
    aria-labelledby={labelledBy}
    aria-label={label}
    aria-describedby={describedBy}
    disabled={disabled}
    onClick={() => onCheckedChange(!checked)}
    className={cn(
      'relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full transition-colors duration-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-600 disabled:cursor-not-allowed disabled:opacity-55',
      checked ? 'bg-forest-700' : 'bg-sand-300',
    )}
  >
    <span
      aria-hidden
      className={cn(
        'inline-block size-5 rounded-full bg-white shadow transition-transform duration-200',
        checked ? 'translate-x-6' : 'translate-x-1',
      )}
    />
  </button>
);
