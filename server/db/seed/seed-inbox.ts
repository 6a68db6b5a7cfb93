import type { Db } from '../client';
import { randomUUID } from 'node:crypto';
import { chatMessages, conversations, notifications } from '../schema';
import { insertMany } from './insert';
import type { EventSummary } from './seed-events';
import type { PeoplePlan } from './seed-people';

const DAY = 86_400_000;

const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`seed: missing ${what}`);
  return value;
};

/** A few notifications and chat messages so the bell and inbox of the demo accounts are not empty. */
export const insertInbox = async (
  db: Db,
  plan: PeoplePlan,
  summary: EventSummary,
  now: Date,
): Promise<void> => {
  const at = (days: number): Date => new Date(now.getTime() - days * DAY);
  const firstEvent = summary.upcomingIds[0];
  const rows: (typeof notifications.$inferInsert)[] = [];
  for (const [key, person] of plan.demo) {
    rows.push({
      userId: person.id,
      title: 'Welkom bij Kring!',
      content: 'Fijn dat je er bent. Vul je profiel aan zodat anderen je leren kennen.',
      type: 'info',
      read: true,
      actionUrl: '/dashboard',
      createdAt: at(30),
    });
    if (key === 'deelnemer' || key === 'multi') {
      rows.push({
        userId: person.id,
        title: 'Nieuw evenement van een organisator die je volgt',
        content: 'Er staat een nieuw evenement online dat misschien iets voor je is.',
        type: 'event',
        actionUrl: firstEvent ? `/event/${firstEvent}` : '/events',
        data: firstEvent ? { event_id: firstEvent } : {},
        createdAt: at(1),
      });
    }
    if (key === 'professional' || key === 'deelnemer') {
      rows.push({
        userId: person.id,
        title: 'Je proefperiode loopt bijna af',
        content: 'Nog een paar weken gratis. Kies op tijd een abonnement om alles te blijven gebruiken.',
        type: 'subscription',
        actionUrl: '/prijzen',
        createdAt: at(2),
      });
    }
    if (key === 'organisatie' || key === 'organisatie-premium' || key === 'locatie') {
      rows.push({
        userId: person.id,
        title: 'Nieuwe review ontvangen',
        content: 'Iemand heeft een review achtergelaten. Bekijk en beantwoord hem in je dashboard.',
        type: 'review',
        actionUrl: '/dashboard',
        createdAt: at(3),
      });
    }
  }
  await insertMany(db, notifications, rows);

  const deelnemer = need(plan.demo.get('deelnemer'), 'deelnemer');
  const organisatie = need(plan.demo.get('organisatie'), 'organisatie');
  const multi = need(plan.demo.get('multi'), 'multi');
  const locatie = need(plan.demo.get('locatie'), 'locatie');
  // One conversation per pair (ids ordered, see conversations_pair_ordered), started where the talk is about.
  const pair = (a: string, b: string) => (a < b ? { userA: a, userB: b } : { userA: b, userB: a });
  const aboutWorkshop = { id: randomUUID(), ...pair(deelnemer.id, organisatie.id), startedBy: deelnemer.id };
  const aboutVenue = { id: randomUUID(), ...pair(multi.id, locatie.id), startedBy: multi.id };
  await insertMany(db, conversations, [
    { ...aboutWorkshop, lastMessageAt: at(3), createdAt: at(4) },
    { ...aboutVenue, lastMessageAt: at(2), createdAt: at(2) },
  ]);
  await insertMany(db, chatMessages, [
    {
      senderId: deelnemer.id,
      receiverId: organisatie.id,
      conversationId: aboutWorkshop.id,
      content: 'Hoi Joris, is de ademworkshop ook geschikt als je nog nooit ademwerk hebt gedaan?',
      isRead: true,
      readAt: at(4),
      createdAt: at(4),
    },
    {
      senderId: organisatie.id,
      receiverId: deelnemer.id,
      conversationId: aboutWorkshop.id,
      content:
        'Hoi Sanne! Zeker, de workshop is juist bedoeld voor beginners. Neem een matje en een deken mee.',
      isRead: true,
      readAt: at(4),
      createdAt: at(4),
    },
    {
      senderId: deelnemer.id,
      receiverId: organisatie.id,
      conversationId: aboutWorkshop.id,
      content: 'Top, dan meld ik me aan. Tot zaterdag!',
      isRead: false,
      createdAt: at(3),
    },
    {
      senderId: multi.id,
      receiverId: locatie.id,
      conversationId: aboutVenue.id,
      content:
        'Dag Rachid, is De Vonk op vrijdagavond 12 maart nog vrij voor een dansavond van zo’n honderd mensen?',
      isRead: false,
      createdAt: at(2),
    },
  ]);
};
