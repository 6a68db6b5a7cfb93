import {
  HeartHandshake,
  MessageSquareWarning,
  ShieldCheck,
  Sparkles,
  Stethoscope,
  UserRound,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardBody } from '@web/components/ui/Card';
import { CREATE_TOPIC_PATH } from '@web/features/forum';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';
import { CommunityLayout } from './CommunityLayout';

const RULES = [
  { key: 'respect', icon: HeartHandshake },
  { key: 'ownVoice', icon: UserRound },
  { key: 'noAds', icon: Sparkles },
  { key: 'health', icon: Stethoscope },
  { key: 'privacy', icon: ShieldCheck },
  { key: 'report', icon: MessageSquareWarning },
] as const;

/** /community/guidelines: the community's house rules, in Dutch, with the way to report and to start. */
export const GuidelinesPage = () => {
  const { t } = useTranslation('forum');
  useDocumentTitle(t('guidelines.title'));
  return (
    <CommunityLayout
      title={t('guidelines.title')}
      description={t('guidelines.description')}
      testId="community-guidelines-page"
    >
      <div className="space-y-4">
        {RULES.map(({ key, icon: Icon }, index) => (
          <Card key={key}>
            <CardBody className="flex gap-4 p-5 sm:p-6">
              <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-forest-50 text-forest-700">
                <Icon aria-hidden className="size-5" />
              </span>
              <div>
                <h2 className="font-display text-lg font-semibold">
                  {index + 1}. {t(`guidelines.rules.${key}.title`)}
                </h2>
                <p className="mt-1 text-ink-soft">{t(`guidelines.rules.${key}.text`)}</p>
              </div>
            </CardBody>
          </Card>
        ))}
        <p className="pt-2 text-ink-soft">
          {t('guidelines.moderation')}{' '}
          <Link to="/contact" className="font-semibold text-forest-700 underline underline-offset-2">
            {t('guidelines.contact')}
          </Link>
        </p>
        <Link
          to={CREATE_TOPIC_PATH}
          className="inline-block font-semibold text-forest-700 underline underline-offset-2"
        >
          {t('guidelines.start')}
        </Link>
      </div>
    </CommunityLayout>
  );
};
