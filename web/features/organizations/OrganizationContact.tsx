import { AtSign, Camera, Globe, Link2, MapPin, Phone, Users } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrganizationDetail } from '@core/schemas/organizations';
import { Card } from '@web/components/ui/Card';

const Row = ({
  icon: Icon,
  label,
  children,
}: {
  icon: ComponentType<{ className?: string }>;
  label: string;
  children: ReactNode;
}) => (
  // A <dl> group holds only its <dt> and <dd>: the icon sits inside the <dd> (WCAG 1.3.1).
  <div>
    <dt className="sr-only">{label}</dt>
    <dd className="flex items-start gap-3 text-ink">
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-forest-700" />
      <span className="min-w-0 break-words">{children}</span>
    </dd>
  </div>
);

const hostOf = (url: string): string => {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
};

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
const linkClass = 'font-medium text-forest-700 underline-offset-4 hover:underline';

/** Website, e-mail, phone, address and the social links (all sent as safe http(s) links by the server). */
export const OrganizationContact = ({ organization: o }: { organization: OrganizationDetail }) => {
  const { t } = useTranslation('organizations');
  const { websiteUrl, email, phone } = o.contact;
  const address = [o.location.address, o.location.city].filter(Boolean).join(', ');
  const socials = [
    { url: o.social.facebookUrl, label: t('contact.facebook'), icon: Users },
    { url: o.social.instagramUrl, label: t('contact.instagram'), icon: Camera },
    { url: o.social.linktreeUrl, label: t('contact.linktree'), icon: Link2 },
  ].filter((s): s is typeof s & { url: string } => s.url !== null);
  const empty = !websiteUrl && !email && !phone && !address && socials.length === 0;
  return (
    <Card className="p-5" data-testid="organization-contact">
      <h2 className="font-display text-lg font-semibold text-ink">{t('contact.title')}</h2>
      {empty ? <p className="mt-3 text-sm text-ink-muted">{t('contact.none')}</p> : null}
      <dl className="mt-4 space-y-3 text-sm">
        {websiteUrl ? (
          <Row icon={Globe} label={t('contact.website')}>
            <a href={websiteUrl} className={linkClass} {...external}>
              {hostOf(websiteUrl)}
            </a>
          </Row>
        ) : null}
        {email ? (
          <Row icon={AtSign} label={t('contact.email')}>
            <a href={`mailto:${email}`} className={linkClass}>
              {email}
            </a>
          </Row>
        ) : null}
        {phone ? (
          <Row icon={Phone} label={t('contact.phone')}>
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
              {phone}
            </a>
          </Row>
        ) : null}
        {address ? (
          <Row icon={MapPin} label={t('contact.address')}>
            {address}
          </Row>
        ) : null}
      </dl>
      {socials.length > 0 ? (
        <ul className="mt-4 flex flex-wrap gap-2 border-t border-line pt-4" aria-label={t('contact.social')}>
          {socials.map(({ url, label, icon: Icon }) => (
            <li key={label}>
              <a
                href={url}
                {...external}
                className="inline-flex h-9 items-center gap-2 rounded-full border border-line px-3 text-sm text-ink hover:border-forest-300 hover:bg-forest-50"
              >
                <Icon aria-hidden className="size-4" />
                {label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
};
