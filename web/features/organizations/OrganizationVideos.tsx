import { useTranslation } from 'react-i18next';
import type { OrganizationDetail } from '@core/schemas/organizations';

/**
 * The organisation's videos as embeds. The server answers only allow-listed hosts (YouTube, Vimeo; see
 * core/domain/videoEmbeds.ts), already as their embed URLs; the frame is sandboxed and loads lazily.
 */
export const OrganizationVideos = ({ organization: o }: { organization: OrganizationDetail }) => {
  const { t } = useTranslation('organizations');
  if (o.videos.length === 0) return null;
  return (
    <section aria-labelledby="organization-videos" data-testid="organization-videos">
      <h2 id="organization-videos" className="font-display text-2xl font-semibold text-ink">
        {t('videos.title')}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {o.videos.map((video, i) => (
          <li key={video.embedUrl} className="aspect-video overflow-hidden rounded-xl bg-sand-200">
            <iframe
              src={video.embedUrl}
              title={t('videos.frame', { number: i + 1, name: o.name })}
              loading="lazy"
              allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
              sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
              referrerPolicy="strict-origin-when-cross-origin"
              className="size-full border-0"
            />
          </li>
        ))}
      </ul>
    </section>
  );
};
