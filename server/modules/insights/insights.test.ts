import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoToAmsterdamDate } from '../../../core/domain/amsterdamTime';
import type { AdminAnalytics, AdminDashboard } from '../../../core/schemas/insights';
import { executeRows } from '../../db/client';
import { DEMO_PASSWORD } from '../../db/seed/data/accounts';
import { type TestApp, createTestApp } from '../../test/app';
import { insertEvent, insertUser } from '../../test/fixtures';
import { callAs, errorOf, signInAs } from '../../test/http';
import { flushFacts, recordSearch } from './index';
import { MAX_PENDING_TERMS } from './facts';

let t: TestApp;
const cookie = { admin: '', participant: '' };
const today = () => isoToAmsterdamDate(new Date().toISOString());

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 4, members: 2 } });
  cookie.admin = await signInAs(t, 'admin@demo.kring.test', DEMO_PASSWORD);
  cookie.participant = await signInAs(t, 'deelnemer@demo.kring.test', DEMO_PASSWORD);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const dashboard = async (): Promise<AdminDashboard> => {
  const res = await callAs(t, cookie.admin, 'GET', '/api/admin/insights/dashboard');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminDashboard;
};

const analytics = async (query = ''): Promise<AdminAnalytics> => {
  const res = await callAs(t, cookie.admin, 'GET', `/api/admin/insights/analytics${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminAnalytics;
};

describe('the admin dashboard', () => {
  it('counts a failed job, a failed mail, a new member, a draft and an open event report', async () => {
    const before = await dashboard();
    await t.db.execute(sql`insert into job_runs (job, started_at, finished_at, error)
      values ('event-lifecycle', now() - interval '1 hour', now(), 'boom'),
             ('event-lifecycle', now() - interval '2 days', now(), 'too old to count'),
             ('event-lifecycle', now() - interval '1 hour', now(), null)`);
    await t.db.execute(sql`insert into email_logs (kind, to_address, subject, transport, status, error)
      values ('test', 'x@test.kring', 'Onderwerp', 'outbox', 'failed', 'smtp down'),
             ('test', 'y@test.kring', 'Onderwerp', 'outbox', 'sent', null)`);
    await insertUser(t.db);
    const draft = await insertEvent(t.db, { status: 'draft' });
    await t.db.execute(sql`insert into event_reports (event_id, reason) values (${draft.id}, 'Spam')`);

    const after = await dashboard();
    expect(after.failures.jobs).toBe(before.failures.jobs + 1);
    expect(after.failures.mails).toBe(before.failures.mails + 1);
    expect(after.members.total).toBe(before.members.total + 1);
    expect(after.members.newThisWeek).toBe(before.members.newThisWeek + 1);
    expect(after.events.drafts).toBe(before.events.drafts + 1);
    expect(after.reports.events).toBe(before.reports.events + 1);
  });

  it('counts the signed-in admin as active and shows revenue from payments', async () => {
    const figures = await dashboard();
    expect(figures.members.activeLast7Days).toBeGreaterThanOrEqual(2);
    expect(figures.revenue.mrr).toBeGreaterThanOrEqual(0);
    expect(figures.events.upcoming).toBeLessThanOrEqual(figures.events.published);
  });

  it('refuses a member (403 admin_only) and a visitor (401)', async () => {
    const member = await callAs(t, cookie.participant, 'GET', '/api/admin/insights/dashboard');
    expect(member.statusCode).toBe(403);
    expect(errorOf(member).code).toBe('admin_only');
    const visitor = await callAs(t, null, 'GET', '/api/admin/insights/analytics');
    expect(visitor.statusCode).toBe(401);
  });
});

describe('stored facts', () => {
  it('counts an event search by its normalised term, and one that found nothing', async () => {
    const term = `zzgeenresultaat${Date.now()}`;
    const before = await analytics();
    for (const q of [`  ${term.toUpperCase()} `, term]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/events?q=${encodeURIComponent(q)}` });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as { total: number }).total).toBe(0);
    }
    // Page 2 of a search is not a new search.
    await t.app.inject({ method: 'GET', url: `/api/events?q=${term}&page=2` });
    const after = await analytics();
    expect(after.zeroResultTerms).toContainEqual({ term, searches: 2, zeroResults: 2 });
    const todayOf = (a: AdminAnalytics) => a.searches.find((p) => p.day === today());
    expect(todayOf(after)?.searches).toBe((todayOf(before)?.searches ?? 0) + 2);
    expect(todayOf(after)?.zeroResults).toBe((todayOf(before)?.zeroResults ?? 0) + 2);
  });

  it('counts a search that found events without a zero result', async () => {
    const [event] = await executeRows<{ title: string }>(
      t.db,
      sql`select title from events where status = 'published' and deleted_at is null and start_date > now() limit 1`,
    );
    const word = (event?.title ?? '').split(' ')[0]?.toLowerCase() ?? '';
    const res = await t.app.inject({ method: 'GET', url: `/api/events?q=${encodeURIComponent(word)}` });
    expect((res.json() as { total: number }).total).toBeGreaterThan(0);
    await flushFacts(t.db);
    const [row] = await executeRows<{ searches: number; zero: number }>(
      t.db,
      sql`select searches, zero_results as zero from search_daily where term = ${word} and day = ${today()}::date`,
    );
    expect(row).toMatchObject({ searches: 1, zero: 0 });
  });

  it('keeps at most MAX_PENDING_TERMS new terms between flushes and writes them in chunks, page views too', async () => {
    await flushFacts(t.db);
    const prefix = `vloed${Date.now()}`;
    for (let i = 0; i < MAX_PENDING_TERMS + 500; i += 1) recordSearch(t.db, `${prefix} ${i}`, 0);
    // A term already waiting still counts when the buffer is full.
    recordSearch(t.db, `${prefix} 0`, 0);
    const view = await callAs(t, null, 'POST', '/api/page-views', { screen: 'community' });
    expect(view.statusCode, view.body).toBe(200);
    await flushFacts(t.db);
    const [row] = await executeRows<{ terms: number; searches: number }>(
      t.db,
      sql`select count(*)::int as terms, sum(searches)::int as searches from search_daily where term like ${`${prefix} %`}`,
    );
    expect(row).toEqual({ terms: MAX_PENDING_TERMS, searches: MAX_PENDING_TERMS + 1 });
    const [views] = await executeRows<{ views: number }>(
      t.db,
      sql`select views from page_views_daily where screen = 'community' and day = ${today()}::date`,
    );
    expect(views?.views).toBeGreaterThan(0);
  });

  it('counts a page view of a public screen and refuses unknown and admin screens', async () => {
    const before = await analytics();
    const view = await callAs(t, null, 'POST', '/api/page-views', { screen: 'events' });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toEqual({ counted: true });
    const after = await analytics();
    const eventsOf = (a: AdminAnalytics) => a.trafficByPage.find((p) => p.key === 'events')?.count ?? 0;
    expect(eventsOf(after)).toBe(eventsOf(before) + 1);
    expect(after.trafficByPage.find((p) => p.key === 'events')?.label).toBe('Evenementen');
    expect(after.traffic.find((p) => p.day === today())?.views).toBe(
      (before.traffic.find((p) => p.day === today())?.views ?? 0) + 1,
    );

    for (const screen of ['geen-scherm', 'adminUsers']) {
      const res = await callAs(t, null, 'POST', '/api/page-views', { screen });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toEqual({
        code: 'page_view_screen_unknown',
        message: 'Deze pagina kennen we niet.',
      });
    }
  });
});

describe('analytics', () => {
  it('has one bucket per day, week or month of the period', async () => {
    const days = await analytics('?days=30&bucket=day');
    expect(days.signups).toHaveLength(30);
    expect(days.to).toBe(today());
    const weeks = await analytics('?days=90&bucket=week');
    expect(weeks.signups.length).toBeGreaterThanOrEqual(13);
    expect(weeks.signups.length).toBeLessThanOrEqual(14);
    const months = await analytics('?days=365&bucket=month');
    expect(months.traffic.length).toBeGreaterThanOrEqual(12);
    expect(months.traffic.every((p) => p.day.endsWith('-01'))).toBe(true);
  });

  it('counts a sign-up by role and a published event by type and province', async () => {
    const before = await analytics();
    await insertUser(t.db);
    const [type] = await executeRows<{ id: string; slug: string }>(
      t.db,
      sql`select id, slug from event_categories where is_main_category limit 1`,
    );
    await insertEvent(t.db, {
      status: 'published',
      publishedAt: new Date(),
      city: 'Maastricht',
      mainTypeId: type?.id ?? null,
    });
    // A new organiser who is also a professional counts once, as an organisation.
    const organiser = await insertUser(t.db);
    await t.db.execute(sql`insert into user_roles (user_id, role)
      values (${organiser.id}, 'professional'), (${organiser.id}, 'organization'), (${organiser.id}, 'participant')`);
    const after = await analytics();
    const sum = (a: AdminAnalytics, group: 'participant' | 'organization' | 'professional') =>
      a.signups.reduce((n, p) => n + p[group], 0);
    expect(sum(after, 'participant')).toBe(sum(before, 'participant') + 1);
    expect(sum(after, 'organization')).toBe(sum(before, 'organization') + 1);
    expect(sum(after, 'professional')).toBe(sum(before, 'professional'));
    const count = (list: { key: string; count: number }[], key: string) =>
      list.find((x) => x.key === key)?.count ?? 0;
    expect(count(after.eventsByProvince, 'NL:Limburg')).toBe(
      count(before.eventsByProvince, 'NL:Limburg') + 1,
    );
    expect(after.eventsByProvince.find((x) => x.key === 'NL:Limburg')?.label).toBe('Limburg (NL)');
    expect(count(after.eventsByType, type?.slug ?? 'none')).toBe(
      count(before.eventsByType, type?.slug ?? 'none') + 1,
    );
  });

  it('refuses an unknown period or bucket with a Dutch message', async () => {
    const res = await callAs(t, cookie.admin, 'GET', '/api/admin/insights/analytics?days=7&bucket=jaar');
    expect(res.statusCode).toBe(400);
    const body = res.json() as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields.days).toBe('Kies 30, 90 of 365 dagen.');
    expect(body.error.fields.bucket).toBe('Kies dag, week of maand.');
  });
});
