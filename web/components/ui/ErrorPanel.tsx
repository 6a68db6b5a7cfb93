import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { StatePanel } from './StatePanel';

type ErrorPanelProps = {
  title: string;
  description: ReactNode;
  /** 'Opnieuw proberen': the button that runs the failed query again. */
  retryLabel: string;
  onRetry: () => void;
  testId?: string;
};

/** A list or page that could not load: what went wrong and a retry (spec §8: an error with a way forward). */
export const ErrorPanel = ({ title, description, retryLabel, onRetry, testId }: ErrorPanelProps) => (
  <StatePanel
    icon={TriangleAlert}
    tone="error"
    title={title}
    description={description}
    testId={testId}
    action={<Button onClick={onRetry}>{retryLabel}</Button>}
  />
);
