import type { ReactNode } from 'react';

type FieldProps = {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: ReactNode;
};

/** Label + control + error line; the control must set aria-describedby={`${id}-error`} itself. */
export const Field = ({ id, label, error, hint, children }: FieldProps) => (
  <div className="flex flex-col gap-1.5">
    <label htmlFor={id} className="text-sm font-medium text-ink">
      {label}
    </label>
    {children}
    {error ? (
      <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
        {error}
      </p>
    ) : hint ? (
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        {hint}
      </p>
    ) : null}
  </div>
);
