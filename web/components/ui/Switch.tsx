import type { ComponentPropsWithRef } from 'react';

type SwitchProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'role' | 'className'> & {
  id: string;
  label: string;
  hint?: string | undefined;
};

/**
 * A checkbox shown as a switch (role="switch", so screen readers say on/off), with its label and an optional
 * hint beside it. Spread a react-hook-form `register(name)` into it.
 */
export const Switch = ({ id, label, hint, ...input }: SwitchProps) => (
  <label htmlFor={id} className="flex cursor-pointer items-start gap-3">
    <span className="relative mt-0.5 inline-flex shrink-0">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="peer h-6 w-11 cursor-pointer appearance-none rounded-full bg-sand-300 transition-colors checked:bg-forest-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-600"
        {...input}
      />
      <span
        aria-hidden
        className="pointer-events-none absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
      />
    </span>
    <span className="min-w-0">
      <span className="block text-sm font-medium text-ink">{label}</span>
      {hint ? <span className="block text-sm text-ink-soft">{hint}</span> : null}
    </span>
  </label>
);
