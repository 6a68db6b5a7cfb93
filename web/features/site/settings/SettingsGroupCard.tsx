import { LoaderCircle } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';
import { Card, CardBody } from '@web/components/ui/Card';
import { FormAlert } from '@web/components/ui/FormAlert';

type SettingsGroupCardProps = {
  id: string;
  title: string;
  description: string;
  formError: string | null;
  saving: boolean;
  dirty: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
};

/** A card with one settings group's form and its own save button. */
export const SettingsGroupCard = ({
  id,
  title,
  description,
  formError,
  saving,
  dirty,
  onSubmit,
  children,
}: SettingsGroupCardProps) => {
  const { t } = useTranslation('siteSettings');
  return (
    <Card>
      <CardBody className="p-5 sm:p-6">
        <section aria-labelledby={`${id}-heading`}>
          <h2 id={`${id}-heading`} className="text-xl font-semibold">
            {title}
          </h2>
          <p className="mt-1 mb-5 text-sm text-ink-soft">{description}</p>
          <form onSubmit={onSubmit} noValidate className="space-y-5" data-testid={`settings-${id}`}>
            {formError ? <FormAlert>{formError}</FormAlert> : null}
            {children}
            <div className="flex items-center gap-3">
              <Button type="submit" disabled={saving} className="w-full sm:w-auto">
                {saving ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
                {t('save')}
              </Button>
              {dirty ? <span className="text-sm text-ink-muted">{t('unsaved')}</span> : null}
            </div>
          </form>
        </section>
      </CardBody>
    </Card>
  );
};
