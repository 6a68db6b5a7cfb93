import { LoaderCircle, Sparkles } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_DATA_MAX, type TestDataKind } from '@core/domain/testData';
import { TestDataRunBody, type TestDataRunDto } from '@core/schemas/testData';
import { Button } from '@web/components/ui/Button';
import { Card, CardBody } from '@web/components/ui/Card';
import { Field } from '@web/components/ui/Field';
import { FormAlert } from '@web/components/ui/FormAlert';
import { Input } from '@web/components/ui/Input';
import { isApiError } from '@web/lib/api';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { useStartTestDataRun } from './queries';

/** The form's groups: what a tester thinks in (profiles, people, events, forum). */
const GROUPS: readonly { key: string; kinds: readonly TestDataKind[] }[] = [
  { key: 'profiles', kinds: ['organizations', 'venues', 'professionals'] },
  { key: 'people', kinds: ['members'] },
  { key: 'events', kinds: ['events'] },
  { key: 'forum', kinds: ['topics', 'posts', 'votes'] },
];

const EMPTY: Record<TestDataKind, string> = {
  organizations: '',
  venues: '',
  professionals: '',
  members: '',
  events: '',
  topics: '',
  posts: '',
  votes: '',
};

type GenerateFormProps = { disabled: boolean; onStarted: (run: TestDataRunDto) => void };

/** Counts per kind (each with its maximum) → 'Genereren' starts a background run. */
export const GenerateForm = ({ disabled, onStarted }: GenerateFormProps) => {
  const { t } = useTranslation('testData');
  const start = useStartTestDataRun();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<TestDataKind | 'form', string>>>({});

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const counts = Object.fromEntries(
      Object.entries(values).map(([kind, value]) => [kind, value.trim() === '' ? 0 : value]),
    );
    const parsed = TestDataRunBody.safeParse({ action: 'generate', counts });
    if (!parsed.success) {
      const next: Partial<Record<TestDataKind | 'form', string>> = {};
      for (const issue of parsed.error.issues) {
        const kind = issue.path[1] as TestDataKind | undefined;
        next[kind && kind in EMPTY ? kind : 'form'] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const run = await start.mutateAsync(parsed.data);
      setValues(EMPTY);
      onStarted(run);
    } catch (err) {
      const fields = isApiError(err) ? (err.fields ?? {}) : {};
      const next: Partial<Record<TestDataKind | 'form', string>> = { form: apiErrorMessage(err, t) };
      for (const [name, message] of Object.entries(fields)) {
        const kind = name.split('.').at(-1) as TestDataKind;
        if (kind in EMPTY) next[kind] = message;
      }
      setErrors(next);
    }
  };

  const busy = start.isPending;
  return (
    <Card>
      <CardBody className="p-5 sm:p-6">
        <h2 className="text-xl font-semibold">{t('form.heading')}</h2>
        <p className="mt-1 mb-5 text-sm text-ink-soft">{t('form.intro')}</p>
        <form
          onSubmit={(e) => void handleSubmit(e)}
          noValidate
          className="space-y-6"
          data-testid="test-data-form"
        >
          {GROUPS.map((group) => (
            <fieldset key={group.key}>
              <legend className="mb-3 text-sm font-semibold tracking-wide text-ink-muted uppercase">
                {t(`groups.${group.key}`)}
              </legend>
              <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
                {group.kinds.map((kind) => {
                  const id = `test-data-${kind}`;
                  return (
                    <Field
                      key={kind}
                      id={id}
                      label={t(`kinds.${kind}`)}
                      error={errors[kind]}
                      hint={t('form.max', { max: TEST_DATA_MAX[kind] })}
                    >
                      <Input
                        id={id}
                        name={kind}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={TEST_DATA_MAX[kind]}
                        placeholder="0"
                        value={values[kind]}
                        aria-invalid={errors[kind] ? true : undefined}
                        aria-describedby={errors[kind] ? `${id}-error` : `${id}-hint`}
                        onChange={(e) => setValues((v) => ({ ...v, [kind]: e.target.value }))}
                      />
                    </Field>
                  );
                })}
              </div>
            </fieldset>
          ))}
          {errors.form ? <FormAlert testId="test-data-form-error">{errors.form}</FormAlert> : null}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={busy || disabled} data-testid="test-data-generate">
              {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <Sparkles aria-hidden />}
              {t('form.submit')}
            </Button>
            {disabled ? <p className="text-sm text-ink-muted">{t('form.busy')}</p> : null}
          </div>
        </form>
      </CardBody>
    </Card>
  );
};
