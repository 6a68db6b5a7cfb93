import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

type FormAlertProps = { children: ReactNode; action?: ReactNode; testId?: string };

/** A form-level error (not tied to one field), announced to screen readers, with an optional way forward. */
export const FormAlert = ({ children, action, testId }: FormAlertProps) => (
  <div
    role="alert"
    data-testid={testId}
    className="flex gap-3 rounded-xl border border-clay-300 bg-clay-50 px-4 py-3 text-sm text-clay-700"
  >
    <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
    <div className="flex-1 space-y-2">
      <p className="font-medium">{children}</p>
      {action}
    </div>
  </div>
);
