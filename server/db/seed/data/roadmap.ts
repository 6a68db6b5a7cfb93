export type RoadmapStatus = 'planned' | 'in_progress' | 'done';

export type RoadmapItemSeed = {
  title: string;
  description: string;
  status: RoadmapStatus;
  category: string;
  /** Target quarter like '2027-Q1'; null when not planned yet. */
  targetQuarter: string | null;
  votes: number;
  sortOrder: number;
};

type Input = Omit<RoadmapItemSeed, 'sortOrder'>;

const ITEMS: readonly Input[] = [
  {
    title: 'Evenementen op de kaart',
    description:
      'Alle evenementen op een interactieve kaart, met clusters en zoeken in het zichtbare gebied.',
    status: 'done',
    category: 'Evenementen',
    targetQuarter: '2026-Q2',
    votes: 214,
  },
  {
    title: 'Gratis proefperiode van vijf weken',
    description: 'Elk abonnement begint met vijf weken gratis, zonder verplichtingen.',
    status: 'done',
    category: 'Abonnementen',
    targetQuarter: '2026-Q2',
    votes: 96,
  },
  {
    title: 'Tweestapsverificatie',
    description: 'Extra beveiliging van je account met een code uit een authenticator-app.',
    status: 'done',
    category: 'Account',
    targetQuarter: '2026-Q3',
    votes: 71,
  },
  {
    title: 'Teams voor organisaties en locaties',
    description: 'Nodig collega’s uit om samen evenementen en je profiel te beheren.',
    status: 'done',
    category: 'Organisaties',
    targetQuarter: '2026-Q3',
    votes: 133,
  },
  {
    title: 'Terugkerende evenementen',
    description:
      'Wekelijkse lessen en maandelijkse cirkels één keer invoeren; de data worden automatisch aangemaakt.',
    status: 'done',
    category: 'Evenementen',
    targetQuarter: '2026-Q4',
    votes: 188,
  },
  {
    title: 'Engelstalige interface',
    description: 'Kring volledig in het Engels voor internationale bezoekers en begeleiders.',
    status: 'in_progress',
    category: 'Platform',
    targetQuarter: '2026-Q4',
    votes: 64,
  },
  {
    title: 'Kalenderexport (iCal)',
    description: 'Je opgeslagen evenementen automatisch in je eigen agenda.',
    status: 'in_progress',
    category: 'Evenementen',
    targetQuarter: '2027-Q1',
    votes: 245,
  },
  {
    title: 'Boekingsaanvragen voor locaties',
    description:
      'Organisatoren vragen direct een datum aan; locaties accepteren of wijzen af vanuit hun dashboard.',
    status: 'in_progress',
    category: 'Locaties',
    targetQuarter: '2027-Q1',
    votes: 119,
  },
  {
    title: 'Filter op toegankelijkheid bij evenementen',
    description: 'Zoek evenementen die rolstoeltoegankelijk zijn of een ringleiding hebben.',
    status: 'planned',
    category: 'Evenementen',
    targetQuarter: '2027-Q1',
    votes: 87,
  },
  {
    title: 'Ticketverkoop via Kring',
    description: 'Tickets direct op Kring verkopen, met automatische deelnemerslijst en bevestigingsmail.',
    status: 'planned',
    category: 'Evenementen',
    targetQuarter: '2027-Q2',
    votes: 302,
  },
  {
    title: 'Wachtlijst bij volle evenementen',
    description:
      'Deelnemers schrijven zich in op een wachtlijst en krijgen automatisch bericht als er plek vrijkomt.',
    status: 'planned',
    category: 'Evenementen',
    targetQuarter: '2027-Q2',
    votes: 156,
  },
  {
    title: 'App voor iOS en Android',
    description: 'Kring als app op je telefoon, met meldingen voor nieuwe evenementen bij jou in de buurt.',
    status: 'planned',
    category: 'Platform',
    targetQuarter: '2027-Q3',
    votes: 278,
  },
  {
    title: 'Agenda voor professionals',
    description: 'Cliënten boeken direct een sessie in je beschikbare tijden.',
    status: 'planned',
    category: 'Professionals',
    targetQuarter: '2027-Q3',
    votes: 142,
  },
  {
    title: 'Samen naar een evenement',
    description: 'Vind andere leden die naar hetzelfde evenement gaan en spreek af om samen te reizen.',
    status: 'planned',
    category: 'Community',
    targetQuarter: '2027-Q4',
    votes: 98,
  },
  {
    title: 'Groepen in de community',
    description: 'Besloten groepen voor jaartrajecten, opleidingen en lokale communities.',
    status: 'planned',
    category: 'Community',
    targetQuarter: null,
    votes: 57,
  },
];

/** Roadmap items, in display order. */
export const ROADMAP_ITEMS: readonly RoadmapItemSeed[] = ITEMS.map((item, sortOrder) => ({
  ...item,
  sortOrder,
}));
