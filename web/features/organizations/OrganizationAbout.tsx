import { useTranslation } from 'react-i18next';
import type { OrganizationDetail } from '@core/schemas/organizations';

const PROSE =
  'mt-4 max-w-prose text-lg leading-relaxed text-ink-soft [&_a]:font-medium [&_a]:text-forest-700 [&_a]:underline [&_li]:ml-5 [&_p]:mb-4 [&_ul]:mb-4 [&_ul]:list-disc';

/** The organisation's own texts; the server sends them through the content sanitiser of spec §5. */
export const OrganizationAbout = ({ organization: o }: { organization: OrganizationDetail }) => {
  const { t } = useTranslation('organizations');
  if (!o.descriptionHtml && !o.organizationDescriptionHtml) return null;
  return (
    <section aria-labelledby="organization-about" data-testid="organization-about">
      <h2 id="organization-about" className="font-display text-2xl font-semibold text-ink">
        {t('page.about')}
      </h2>
      {o.descriptionHtml ? (
        <div className={PROSE} dangerouslySetInnerHTML={{ __html: o.descriptionHtml }} />
      ) : null}
      {o.organizationDescriptionHtml ? (
        <>
          <h3 className="mt-6 font-display text-lg font-semibold text-ink">{t('page.aboutOrganization')}</h3>
          <div className={PROSE} dangerouslySetInnerHTML={{ __html: o.organizationDescriptionHtml }} />
        </>
      ) : null}
    </section>
  );
};
