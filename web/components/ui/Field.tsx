import type { ReactNode } from 'react';

type FieldProps = {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: ReactNode;
};

/**
 * The props that tie a control to its Field (WCAG 1.3.1, 3.3.1): the id its label points at, aria-invalid while
 * it has an error, and aria-describedby to the error line (or else the hint), so a screen reader reads the message
 * with the control. Spread them on the input, select or textarea inside the Field.
 */
export const fieldControlProps = (id: string, error?: string | null, hint?: string | boolean) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
});

/** Label + control + error line; the control takes `fieldControlProps(id, error, hint)` to be described by them. */
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
