import type { ReactNode } from 'react';
import { Container } from '@web/components/ui/Container';
import { CommunityHeader, StatsSidebar } from '@web/features/forum';
import { RefreshablePage } from '@web/lib/RefreshablePage';

type CommunityLayoutProps = {
  title: string;
  description?: ReactNode;
  eyebrow?: string;
  /** The stats sidebar beside the content (the overview and the topic lists). */
  sidebar?: boolean;
  testId: string;
  children: ReactNode;
};

/** The community pages' frame: header with the tab bar, content, and the stats sidebar on wide screens. */
export const CommunityLayout = ({
  title,
  description,
  eyebrow,
  sidebar = true,
  testId,
  children,
}: CommunityLayoutProps) => (
  <RefreshablePage>
    <div data-testid={testId}>
      <CommunityHeader title={title} description={description} eyebrow={eyebrow} />
      <Container className="py-8 sm:py-12">
        {sidebar ? (
          <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="min-w-0">{children}</div>
            <StatsSidebar />
          </div>
        ) : (
          children
        )}
      </Container>
    </div>
  </RefreshablePage>
);
