import { Container } from '@web/components/ui/Container';
import { PageHeader } from '@web/components/ui/PageHeader';
import { RefreshablePage } from '@web/lib/RefreshablePage';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';
import { DirectoryLayout, type DirectoryLayoutProps } from './DirectoryLayout';

type DirectoryPageProps<S extends string, X extends object> = DirectoryLayoutProps<S, X> & {
  eyebrow: string;
  title: string;
  description: string;
  /** The tab title, when it is not the page title. */
  documentTitle?: string;
};

/** A whole directory page: its header (and tab title) above the DirectoryLayout. */
export const DirectoryPage = <S extends string, X extends object>({
  eyebrow,
  title,
  description,
  documentTitle,
  ...layout
}: DirectoryPageProps<S, X>) => {
  useDocumentTitle(documentTitle ?? title);
  return (
    <RefreshablePage>
      <PageHeader eyebrow={eyebrow} title={title} description={description} />
      <Container className="py-6 sm:py-10">
        <DirectoryLayout {...layout} />
      </Container>
    </RefreshablePage>
  );
};
