import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { professionalAvailability, professionalAvailabilityExceptions } from '../../db/schema';

/**
 * The SQL of a professional's weekly hours and exceptions, read per professional
 * (professional_availability_professional_idx, professional_availability_exceptions_idx).
 */

/** A time column as 'HH:mm' ('24:00' stays '24:00'). */
const hhmm = (value: string): string => value.slice(0, 5);

export type WeeklyRow = { weekday: number; start: string; end: string };

export const selectWeekly = async (db: Db, professionalId: string): Promise<WeeklyRow[]> => {
  const rows = await db
    .select({
      weekday: professionalAvailability.weekday,
      start: professionalAvailability.startsAt,
      end: professionalAvailability.endsAt,
    })
    .from(professionalAvailability)
    .where(eq(professionalAvailability.professionalId, professionalId))
    .orderBy(asc(professionalAvailability.weekday), asc(professionalAvailability.startsAt));
  return rows.map((r) => ({ weekday: r.weekday, start: hhmm(r.start), end: hhmm(r.end) }));
};

/** Replace the whole week in one transaction. */
export const replaceWeekly = async (
  db: Db,
  professionalId: string,
  ranges: readonly WeeklyRow[],
): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx
      .delete(professionalAvailability)
      .where(eq(professionalAvailability.professionalId, professionalId));
    if (ranges.length > 0)
      await tx
        .insert(professionalAvailability)
        .values(
          ranges.map((r) => ({ professionalId, weekday: r.weekday, startsAt: r.start, endsAt: r.end })),
        );
  });
};

export type ExceptionRow = {
  id: string;
  date: string;
  start: string | null;
  end: string | null;
  note: string | null;
};

const exceptionColumns = {
  id: professionalAvailabilityExceptions.id,
  date: professionalAvailabilityExceptions.day,
  start: professionalAvailabilityExceptions.startsAt,
  end: professionalAvailabilityExceptions.endsAt,
  note: professionalAvailabilityExceptions.note,
};

const toException = (r: ExceptionRow): ExceptionRow => ({
  ...r,
  start: r.start ? hhmm(r.start) : null,
  end: r.end ? hhmm(r.end) : null,
});

/** Exceptions of the dates `from`…`to` (both included). */
export const selectExceptionsBetween = async (
  db: Db,
  professionalId: string,
  from: string,
  to: string,
): Promise<ExceptionRow[]> => {
  const rows = await db
    .select(exceptionColumns)
    .from(professionalAvailabilityExceptions)
    .where(
      and(
        eq(professionalAvailabilityExceptions.professionalId, professionalId),
        gte(professionalAvailabilityExceptions.day, from),
        sql`${professionalAvailabilityExceptions.day} <= ${to}`,
      ),
    )
    .orderBy(asc(professionalAvailabilityExceptions.day), asc(professionalAvailabilityExceptions.startsAt));
  return rows.map(toException);
};

/** Exceptions from `fromDate` on, in date order, one page and the total. */
export const selectExceptionsPage = async (
  db: Db,
  professionalId: string,
  fromDate: string,
  page: number,
  pageSize: number,
): Promise<{ rows: ExceptionRow[]; total: number }> => {
  const where = and(
    eq(professionalAvailabilityExceptions.professionalId, professionalId),
    gte(professionalAvailabilityExceptions.day, fromDate),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(exceptionColumns)
      .from(professionalAvailabilityExceptions)
      .where(where)
      .orderBy(asc(professionalAvailabilityExceptions.day), asc(professionalAvailabilityExceptions.startsAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(professionalAvailabilityExceptions).where(where),
  ]);
  return { rows: rows.map(toException), total: counted?.n ?? 0 };
};

export const insertException = async (
  db: Db,
  professionalId: string,
  values: { date: string; start: string | null; end: string | null; note: string | null },
): Promise<ExceptionRow> => {
  const [row] = await db
    .insert(professionalAvailabilityExceptions)
    .values({
      professionalId,
      day: values.date,
      startsAt: values.start,
      endsAt: values.end,
      note: values.note,
    })
    .returning(exceptionColumns);
  if (!row) throw new Error('exception insert returned nothing');
  return toException(row);
};

export const deleteException = async (db: Db, professionalId: string, id: string): Promise<boolean> => {
  const rows = await db
    .delete(professionalAvailabilityExceptions)
    .where(
      and(
        eq(professionalAvailabilityExceptions.id, id),
        eq(professionalAvailabilityExceptions.professionalId, professionalId),
      ),
    )
    .returning({ id: professionalAvailabilityExceptions.id });
  return rows.length > 0;
};
