import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOADS_PER_MINUTE } from '../../../http/uploadRateLimit';
import { createLocalStorage } from '../../../integrations/storage';
import { runJobOnce } from '../../../jobs';
import { unusedEventImagesJob } from '../../../jobs/unusedEventImages';
import { type TestApp, createTestApp } from '../../../test/app';
import { UNUSED_EVENT_IMAGE_GRACE_MS } from '../lifecycle/service';
import { createEventAs, multipartFile, signInAs } from '../../../test/events';

/** Event images: what happens to the ones no event uses, and how many one organiser may send. */
let t: TestApp;
let organiser = '';
let colleague = '';

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 2, members: 1 } });
  organiser = await signInAs(t, 'organisatie@demo.kring.test');
  colleague = await signInAs(t, 'organisatie-premium@demo.kring.test');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const upload = (cookie: string, bytes: Buffer, contentType = 'image/png') => {
  const { payload, headers } = multipartFile(bytes, contentType);
  return t.app.inject({
    method: 'POST',
    url: '/api/dashboard/events/images',
    payload,
    headers: { ...headers, origin: t.config.publicUrl, cookie },
  });
};

const png = () =>
  sharp({ create: { width: 800, height: 400, channels: 3, background: '#4d7c6f' } })
    .png()
    .toBuffer();

const fileOf = (url: string) => join(t.config.uploadsDir, url.replace('/uploads/', ''));

describe('images no event uses', () => {
  it('are deleted a day after upload, files included; images an event holds stay', async () => {
    const kept = (await upload(organiser, await png())).json() as { imageUrl: string; cardImageUrl: string };
    const left = (await upload(organiser, await png())).json() as { imageUrl: string; cardImageUrl: string };
    await createEventAs(t, organiser, { imageUrl: kept.imageUrl });
    const job = unusedEventImagesJob(createLocalStorage(t.config.uploadsDir));

    // Within the day nothing goes: the organiser may still be filling in the form.
    expect(await runJobOnce(t.db, job, new Date(Date.now() + UNUSED_EVENT_IMAGE_GRACE_MS - 60_000))).toEqual({
      ran: true,
      affected: 0,
    });
    expect(existsSync(fileOf(left.imageUrl))).toBe(true);

    const dayLater = new Date(Date.now() + UNUSED_EVENT_IMAGE_GRACE_MS + 60_000);
    expect(await runJobOnce(t.db, job, dayLater)).toEqual({ ran: true, affected: 1 });
    expect(existsSync(fileOf(left.imageUrl))).toBe(false);
    expect(existsSync(fileOf(left.cardImageUrl))).toBe(false);
    expect(existsSync(fileOf(kept.imageUrl))).toBe(true);
    expect(existsSync(fileOf(kept.cardImageUrl))).toBe(true);

    // A second run finds nothing more to do.
    expect(await runJobOnce(t.db, job, dayLater)).toEqual({ ran: true, affected: 0 });
  });
});

describe('upload rate limit', () => {
  it(`lets one user send ${UPLOADS_PER_MINUTE} uploads a minute, then answers 429 with Retry-After`, async () => {
    const statuses: number[] = [];
    // Refused types are cheap to send and still count: the limit guards the endpoint, not only the encoder.
    for (let i = 0; i < UPLOADS_PER_MINUTE + 3; i += 1) {
      statuses.push((await upload(colleague, Buffer.from('geen plaatje'), 'text/plain')).statusCode);
    }
    expect(statuses.filter((s) => s !== 429)).toHaveLength(UPLOADS_PER_MINUTE);
    expect(statuses.slice(UPLOADS_PER_MINUTE)).toEqual([429, 429, 429]);
    const refused = await upload(colleague, await png());
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error.code).toBe('rate_limited');

    // Counted per user: another organiser behind the same address still gets through.
    expect((await upload(organiser, await png())).statusCode).toBe(200);
  });
});
