import { AlertTriangle, WifiOff } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CHAT_MAX_RETRIES } from '@core/domain/notifications';
import { Button } from '@web/components/ui/Button';
import { isApiError } from '@web/lib/api';

export type ChatErrorKind = 'network' | 'data' | 'other';

/** Spec §8 Chat: no answer → network; a refused or unreadable answer → data; anything else → chat error. */
export const chatErrorKind = (error: unknown): ChatErrorKind => {
  if (isApiError(error)) {
    if (error.status === 0) return 'network';
    if (error.status === 400 || error.status === 422 || error.code === 'validation_failed') return 'data';
    return 'other';
  }
  if (error instanceof SyntaxError || (error instanceof Error && error.name === 'ZodError')) return 'data';
  return 'other';
};

type PanelProps = { error: unknown; retries: number; onRetry: () => void };

/** What the thread shows when it failed: the kind of problem and a retry; after 3 retries a way home. */
export const ChatErrorPanel = ({ error, retries, onRetry }: PanelProps) => {
  const { t } = useTranslation('messages');
  const persistent = retries >= CHAT_MAX_RETRIES;
  const kind = chatErrorKind(error);
  const Icon = kind === 'network' ? WifiOff : AlertTriangle;
  return (
    <div
      role="alert"
      data-testid="chat-error"
      className="grid place-items-center gap-3 px-6 py-12 text-center"
    >
      <Icon aria-hidden className="size-8 text-clay-600" />
      <p className="font-display text-lg font-semibold">
        {persistent ? t('errors.persistentTitle') : t(`errors.${kind}Title`)}
      </p>
      <p className="max-w-sm text-ink-soft">
        {persistent ? t('errors.persistentText') : t(`errors.${kind}Text`)}
      </p>
      {persistent ? (
        <Button asChild>
          <Link to="/dashboard">{t('errors.home')}</Link>
        </Button>
      ) : (
        <Button variant="secondary" onClick={onRetry}>
          {t('errors.retry', { count: CHAT_MAX_RETRIES - retries })}
        </Button>
      )}
    </div>
  );
};

type BoundaryProps = { children: ReactNode; onReset: () => void };
type BoundaryState = { error: unknown; failed: boolean; retries: number };

/** The error boundary around a thread: counts retries (spec §8, CHAT_MAX_RETRIES) across failures. */
export class ChatBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failed: false, retries: 0 };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  private retry = () => {
    this.props.onReset();
    this.setState((s) => ({ failed: false, error: null, retries: s.retries + 1 }));
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <ChatErrorPanel error={this.state.error} retries={this.state.retries} onRetry={this.retry} />;
  }
}
