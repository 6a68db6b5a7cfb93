import { describe, expect, it } from 'vitest';
import { toVideoEmbed, videoEmbedsOf } from './videoEmbeds';

const YT = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

describe('video embeds', () => {
  it('turns YouTube watch, short, share and embed links into the privacy-enhanced embed', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=30',
      'https://youtube.com/shorts/dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'www.youtube.com/watch?v=dQw4w9WgXcQ',
    ]) {
      expect(toVideoEmbed(url), url).toEqual({ host: 'youtube', embedUrl: YT });
    }
  });

  it('turns Vimeo page and player links into the player embed', () => {
    expect(toVideoEmbed('https://vimeo.com/76979871')).toEqual({
      host: 'vimeo',
      embedUrl: 'https://player.vimeo.com/video/76979871',
    });
    expect(toVideoEmbed('https://player.vimeo.com/video/76979871?h=x')?.embedUrl).toBe(
      'https://player.vimeo.com/video/76979871',
    );
    expect(toVideoEmbed('https://vimeo.com/channels/staffpicks/76979871')?.host).toBe('vimeo');
  });

  it('drops other hosts, look-alikes, scripts and malformed ids', () => {
    for (const url of [
      'https://evil.example/watch?v=dQw4w9WgXcQ',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'javascript:alert(1)',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
      'https://vimeo.com/about',
      'https://www.dailymotion.com/video/x7',
      '',
      null,
      undefined,
    ]) {
      expect(toVideoEmbed(url), String(url)).toBeNull();
    }
  });

  it('lists one embed per allow-listed video, preferring the embed field, without duplicates', () => {
    expect(
      videoEmbedsOf([
        { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', embedUrl: 'https://evil.example/frame' },
        { url: null, embedUrl: YT },
        { url: 'https://vimeo.com/1234', embedUrl: null },
        { url: 'https://evil.example/x', embedUrl: null },
      ]),
    ).toEqual([
      { host: 'youtube', embedUrl: YT },
      { host: 'vimeo', embedUrl: 'https://player.vimeo.com/video/1234' },
    ]);
  });
});
