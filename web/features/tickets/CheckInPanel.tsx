import { CircleCheck, CircleHelp, CircleX, Clock, LoaderCircle, ScanLine } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckInResult } from '@core/schemas/tickets';
import { Button } from '@web/components/ui/Button';
import { Card } from '@web/components/ui/Card';
import { Input } from '@web/components/ui/Input';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { cn } from '@web/lib/cn';
import { CameraScanner, canScanWithCamera } from './CameraScanner';
import { formatTime } from './format';
import { useCheckIn } from './queries';

const TONES: Record<CheckInResult['result'], { className: string; icon: LucideIcon }> = {
  checked_in: { className: 'border-forest-400 bg-forest-50 text-forest-900', icon: CircleCheck },
  already: { className: 'border-amber-400 bg-amber-50 text-amber-900', icon: Clock },
  canceled: { className: 'border-red-300 bg-red-50 text-red-800', icon: CircleX },
  unknown: { className: 'border-red-300 bg-red-50 text-red-800', icon: CircleHelp },
};

type Outcome = { result: CheckInResult; code: string } | { error: string; code: string };

/**
 * Door check-in: type (or scan) a code, see at once whether the holder may enter; focus stays in the
 * input for the next code. A camera button appears where the browser can read QR codes itself.
 */
export const CheckInPanel = ({ eventId }: { eventId: string }) => {
  const { t, i18n } = useTranslation('tickets');
  const checkIn = useCheckIn(eventId);
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [cameraSupported] = useState(canScanWithCamera);

  const submit = async (value: string) => {
    const typed = value.trim();
    if (typed.length < 4) {
      setOutcome({ error: t('checkIn.tooShort'), code: typed });
      return;
    }
    try {
      const result = await checkIn.mutateAsync(typed);
      setOutcome({ result, code: typed });
      setCode('');
    } catch (error) {
      setOutcome({ error: apiErrorMessage(error, t), code: typed });
    } finally {
      inputRef.current?.focus();
    }
  };

  const message = (result: CheckInResult): string => {
    const name = result.holderName ?? '';
    if (result.result === 'checked_in') return t('checkIn.checkedIn', { name });
    if (result.result === 'already')
      return t('checkIn.already', {
        time: result.checkedInAt ? formatTime(result.checkedInAt, i18n.language) : '',
      });
    return result.result === 'canceled' ? t('checkIn.canceled') : t('checkIn.unknown');
  };

  const tone = outcome && 'result' in outcome ? TONES[outcome.result.result] : TONES.unknown;
  const Icon = tone.icon;
  return (
    <Card className="space-y-4 p-5" data-testid="check-in-panel">
      <h2 className="flex items-center gap-2 font-display text-xl font-semibold text-ink">
        <ScanLine aria-hidden className="size-5 text-forest-700" />
        {t('checkIn.title')}
      </h2>
      <div className="space-y-1.5">
        <label htmlFor="check-in-code" className="block text-sm font-medium text-ink">
          {t('checkIn.label')}
        </label>
        <form
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void submit(code);
          }}
        >
          <Input
            id="check-in-code"
            ref={inputRef}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            placeholder="ABCDE-12345"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            autoFocus
            className="min-w-0 flex-1 font-mono tracking-wider uppercase placeholder:normal-case"
            aria-describedby="check-in-result"
            data-testid="check-in-code"
          />
          <Button type="submit" disabled={checkIn.isPending} data-testid="check-in-submit">
            {checkIn.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
            {t('checkIn.submit')}
          </Button>
        </form>
      </div>
      <div id="check-in-result" aria-live="assertive">
        {outcome ? (
          <div
            className={cn('flex items-start gap-3 rounded-xl border-2 p-4', tone.className)}
            data-testid="check-in-result"
            data-result={'result' in outcome ? outcome.result.result : 'error'}
          >
            <Icon aria-hidden className="mt-0.5 size-6 shrink-0" />
            <div className="min-w-0">
              <p className="text-lg font-semibold">
                {'result' in outcome ? message(outcome.result) : outcome.error}
              </p>
              <p className="font-mono text-sm opacity-80">
                {outcome.code}
                {'result' in outcome && outcome.result.ticketName ? ` · ${outcome.result.ticketName}` : ''}
              </p>
            </div>
          </div>
        ) : (
          <p className="text-sm text-ink-muted">{t('checkIn.help')}</p>
        )}
      </div>
      {cameraSupported ? <CameraScanner onCode={(scanned) => void submit(scanned)} /> : null}
    </Card>
  );
};
