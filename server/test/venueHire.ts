import { expect } from 'vitest';
import type { TestApp } from './app';
import { callAs, signInAs } from './http';

/**
 * The venue the booking API tests work on: Dansstudio De Vonk of locatie@ with its whole-venue unit, two
 * fresh rooms of 20 and every day open 09:00–17:00 and 18:00–22:00, plus the signed-in demo accounts.
 */
export const openTestVenue = async (t: TestApp) => {
  const cookies = {
    owner: await signInAs(t, 'locatie@demo.kring.test'),
    org: await signInAs(t, 'organisatie@demo.kring.test'),
    multi: await signInAs(t, 'multi@demo.kring.test'),
    participant: await signInAs(t, 'deelnemer@demo.kring.test'),
    admin: await signInAs(t, 'admin@demo.kring.test'),
  };
  const { owner } = cookies;
  const venues = (await callAs(t, owner, 'GET', '/api/dashboard/venue-hire/venues')).json();
  const venueId: string = venues.items.find((v: { slug: string }) => v.slug === 'dansstudio-de-vonk').id;
  const setup = await callAs(t, owner, 'GET', `/api/dashboard/venue-hire/${venueId}`);
  expect(setup.statusCode).toBe(200);
  const wholeId: string = setup.json().units.find((u: { kind: string }) => u.kind === 'whole').id;
  const add = async (name: string) => {
    const res = await callAs(t, owner, 'POST', `/api/dashboard/venue-hire/${venueId}/units`, {
      name,
      capacity: 20,
      dayRate: 250,
      partDayRate: 120.5,
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as string;
  };
  const roomA = await add('Testzaal A');
  const roomB = await add('Testzaal B');
  // Every day 09:00–17:00 and 18:00–22:00 (Monday first).
  const ranges = [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) => [
    { weekday, start: '09:00', end: '17:00' },
    { weekday, start: '18:00', end: '22:00' },
  ]);
  const hours = await callAs(t, owner, 'PUT', `/api/dashboard/venue-hire/${venueId}/opening-hours`, {
    ranges,
  });
  expect(hours.statusCode).toBe(200);
  expect(hours.json()).toHaveLength(14);
  return { ...cookies, venueId, wholeId, roomA, roomB };
};
