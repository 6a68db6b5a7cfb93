/**
 * Profile videos (spec §3 video_url / video_embed_url): only allow-listed hosts are embedded, as an iframe
 * source on the host's own embed page. Anything else is dropped, so a profile can never frame an arbitrary
 * site. Shared by the server (which answers only embeddable URLs) and the web (which renders the iframe).
 */

export type VideoHost = 'youtube' | 'vimeo';
export type VideoEmbed = { host: VideoHost; embedUrl: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

const parseUrl = (value: string): URL | null => {
  const text = value.trim();
  if (!text) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
};

const youtubeId = (url: URL): string | null => {
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = segments[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (segments[0] === 'watch') id = url.searchParams.get('v');
    else if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) id = segments[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
};

const vimeoId = (url: URL): string | null => {
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'vimeo.com') id = segments.find((s) => VIMEO_ID.test(s));
  else if (host === 'player.vimeo.com' && segments[0] === 'video') id = segments[1];
  return id && VIMEO_ID.test(id) ? id : null;
};

/** A watch, share or embed URL of YouTube or Vimeo → its embed URL; null for any other host or form. */
export const toVideoEmbed = (value: string | null | undefined): VideoEmbed | null => {
  const url = value ? parseUrl(value) : null;
  if (!url) return null;
  const yt = youtubeId(url);
  if (yt) return { host: 'youtube', embedUrl: `https://www.youtube-nocookie.com/embed/${yt}` };
  const vimeo = vimeoId(url);
  if (vimeo) return { host: 'vimeo', embedUrl: `https://player.vimeo.com/video/${vimeo}` };
  return null;
};

/**
 * The embeds of a profile's video fields in order, one per video: the embed URL when it is allow-listed, else
 * the page URL converted; duplicates and foreign hosts dropped.
 */
export const videoEmbedsOf = (videos: { url: string | null; embedUrl: string | null }[]): VideoEmbed[] => {
  const out: VideoEmbed[] = [];
  for (const video of videos) {
    const embed = toVideoEmbed(video.embedUrl) ?? toVideoEmbed(video.url);
    if (embed && !out.some((e) => e.embedUrl === embed.embedUrl)) out.push(embed);
  }
  return out;
};
