import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@web/components/ui/PageHeader';
import { CommunityTabs } from './CommunityTabs';

type CommunityHeaderProps = { title: string; description?: ReactNode; eyebrow?: string };

/** The top band of every community page: eyebrow, title, lead text and the tab bar. */
export const CommunityHeader = ({ title, description, eyebrow }: CommunityHeaderProps) => {
  const { t } = useTranslation('forum');
  return (
    <PageHeader eyebrow={eyebrow ?? t('eyebrow')} title={title} description={description}>
      <CommunityTabs />
    </PageHeader>
  );
};
