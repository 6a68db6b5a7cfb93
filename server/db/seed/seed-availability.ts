import { addDays, amsterdamDateOf, weekdayOf } from '../../../core/domain/weeklyHours';
import type { Db } from '../client';
import { professionalAvailability, professionalAvailabilityExceptions } from '../schema';
import { insertMany } from './insert';
import type { ProfileIds } from './seed-profiles';

/** The professionals of the demo accounts professional@ and multi@, who take appointment requests (issue 12). */
const BOOKABLE = ['wandelcoaching-de-graaf', 'relatiepraktijk-samen'] as const;

/**
 * Weekly availability for the demo professionals: Monday to Friday 09:00–17:00 (Amsterdam time), with one day
 * off on the first Wednesday at least ten days ahead, so the service pages offer free slots straight away.
 */
export const insertAvailability = async (db: Db, ids: ProfileIds, now: Date): Promise<void> => {
  const start = addDays(amsterdamDateOf(now), 10);
  const dayOff = addDays(start, (3 - weekdayOf(start) + 7) % 7);
  const professionalIds = BOOKABLE.map((slug) => ids.professionalBySlug.get(slug)).filter(
    (id): id is string => id !== undefined,
  );
  await insertMany(
    db,
    professionalAvailability,
    professionalIds.flatMap((professionalId) =>
      [1, 2, 3, 4, 5].map((weekday) => ({ professionalId, weekday, startsAt: '09:00', endsAt: '17:00' })),
    ),
  );
  await insertMany(
    db,
    professionalAvailabilityExceptions,
    professionalIds.map((professionalId) => ({ professionalId, day: dayOff, note: 'Studiedag' })),
  );
};
