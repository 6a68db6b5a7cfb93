import { type APIRequestContext, expect } from '@playwright/test';
import { generateMembers } from '../../server/db/seed/data/people';

/**
 * A seeded member reserved for one admin journey and project: desktop and mobile run in parallel on the
 * same database, so each gets its own account (`firstIndex` for desktop, the next one for mobile).
 */
export const reservedMember = (firstIndex: number, projectName: string) => {
  const index = firstIndex + (projectName === 'mobile' ? 1 : 0);
  const member = generateMembers({ count: index + 1, now: new Date() })[index];
  if (!member) throw new Error(`no seeded member ${index}`);
  return member;
};

/** The account id of an e-mail address, through the admin user search (the request must be the admin's). */
export const adminUserId = async (request: APIRequestContext, email: string): Promise<string> => {
  const res = await request.get(`/api/admin/users?q=${encodeURIComponent(email)}`);
  expect(res.status(), 'admin user search').toBe(200);
  const { items } = (await res.json()) as { items: Array<{ id: string; email: string }> };
  const found = items.find((u) => u.email === email);
  if (!found) throw new Error(`no account ${email}`);
  return found.id;
};
