import { createRng, seedFor } from './random';
import { DAY_MS } from './text';

export type ReviewTarget = 'organization' | 'venue' | 'professional';

export type ReviewSeed = {
  target: ReviewTarget;
  /** Index into ORGANIZATIONS, VENUES or PROFESSIONALS. */
  targetIndex: number;
  /** Index into the generated members. */
  reviewerIndex: number;
  rating: number;
  title: string | null;
  comment: string;
  /** Owner's reply, null when unanswered. */
  reply: string | null;
  createdAt: Date;
  repliedAt: Date | null;
  reportedAt: Date | null;
};

type Text = readonly [rating: number, title: string, comment: string];

const ORGANIZATION_TEXTS: readonly Text[] = [
  [
    5,
    'Warm en goed georganiseerd',
    'Vanaf de ontvangst voelde ik me welkom. Alles was goed geregeld en de begeleiding was liefdevol en professioneel.',
  ],
  [
    5,
    'Een avond om nooit te vergeten',
    'De muziek, de mensen, de sfeer: alles klopte. Ik ben na afloop nog uren blij geweest.',
  ],
  [
    4,
    'Fijne ervaring',
    'Mooie avond met een goede opbouw. De zaal was wel wat vol, maar de organisatie loste dat netjes op.',
  ],
  [
    5,
    'Veilige bedding',
    'Ik was zenuwachtig om te gaan, maar de begeleiders zorgden voor een hele veilige sfeer. Grenzen werden echt gerespecteerd.',
  ],
  [4, 'Aanrader', 'Inhoudelijk sterk en met veel ruimte voor eigen ervaring. De pauzes mochten iets langer.'],
  [
    3,
    'Goed, met wat kanttekeningen',
    'De inhoud was goed, maar we begonnen een half uur te laat en de informatie vooraf was summier.',
  ],
  [
    5,
    'Heel blij mee',
    'Ik kom hier nu al een jaar en elke keer is het weer anders en weer goed. Dank jullie wel!',
  ],
  [4, 'Mooi programma', 'Afwisselend programma met goede sprekers. Het eten was heerlijk.'],
  [
    5,
    'Kwaliteit',
    'Je merkt aan alles dat hier mensen met jarenlange ervaring werken. Heldere communicatie en een fijne groep.',
  ],
  [
    4,
    'Gezellig en inspirerend',
    'Leuke mensen ontmoet en veel geleerd. Volgende keer neem ik een vriendin mee.',
  ],
];

const VENUE_TEXTS: readonly Text[] = [
  [
    5,
    'Prachtige ruimte',
    'Licht, schoon en rustig gelegen. Onze deelnemers waren enthousiast over de sfeer.',
  ],
  [
    5,
    'Alles aanwezig',
    'Matten, kussens, dekens en een goede geluidsinstallatie: we hoefden bijna niets mee te nemen.',
  ],
  [4, 'Fijne locatie', 'Goede ruimte met vriendelijke beheerder. Parkeren in de buurt is wel wat lastig.'],
  [
    5,
    'Perfect voor retraites',
    'De kamers zijn eenvoudig maar comfortabel en het eten is fantastisch. We komen zeker terug.',
  ],
  [
    4,
    'Goede prijs-kwaliteit',
    'Voor deze dagprijs krijg je veel ruimte en een mooie omgeving. De keuken mocht iets groter.',
  ],
  [
    3,
    'Mooi, maar gehorig',
    'Prachtige plek, maar tijdens onze meditatie hoorden we veel van de activiteit in de zaal ernaast.',
  ],
  [
    5,
    'Heerlijke plek',
    'De natuur rondom is prachtig en de eigenaren denken met je mee. Een echte aanrader.',
  ],
  [
    4,
    'Flexibel en behulpzaam',
    'Toen we last minute meer deelnemers hadden, werd er meteen meegedacht. Top service.',
  ],
];

const PROFESSIONAL_TEXTS: readonly Text[] = [
  [
    5,
    'Voelde me echt gezien',
    'In één sessie kwam er meer in beweging dan in maanden praten. Heel fijne, rustige begeleiding.',
  ],
  [
    5,
    'Professioneel en warm',
    'Duidelijke afspraken vooraf, een fijne praktijkruimte en een begeleider die echt luistert.',
  ],
  [
    4,
    'Waardevol',
    'De sessie heeft me veel inzicht gegeven. Ik had graag iets meer handvatten voor thuis gehad.',
  ],
  [5, 'Aanrader!', 'Al na drie sessies merk ik verschil in hoe ik met stress omga. Dank je wel!'],
  [4, 'Goede klik', 'Prettige kennismaking en een goede eerste sessie. Ik ga zeker verder.'],
  [
    3,
    'Prima, maar niet voor mij',
    'Vakkundig en vriendelijk, maar de werkwijze paste uiteindelijk niet helemaal bij mijn vraag.',
  ],
  [
    5,
    'Prachtige muziek',
    'Onze ceremonie werd gedragen door de muziek. Heel goed aangevoeld wat de groep nodig had.',
  ],
  [5, 'Heel deskundig', 'Weet ontzettend veel en legt het helder uit. Ik voel me in goede handen.'],
];

const REPLIES: readonly string[] = [
  'Dank je wel voor je mooie woorden! Fijn dat je erbij was, hopelijk tot een volgende keer.',
  'Wat fijn om te lezen. We geven je compliment door aan het hele team.',
  'Dank voor je eerlijke feedback. We nemen je punt over de aanvangstijd mee en gaan dat verbeteren.',
  'Heel erg bedankt voor je review! Je bent altijd welkom.',
  'Dank voor het delen. Goed dat je dit aangeeft; we kijken hoe we het volgende keer beter kunnen doen.',
  'Wat een mooie review, dank je wel. Tot snel!',
];

const TEXTS: Record<ReviewTarget, readonly Text[]> = {
  organization: ORGANIZATION_TEXTS,
  venue: VENUE_TEXTS,
  professional: PROFESSIONAL_TEXTS,
};

/**
 * Reviews (ratings 3–5) for every organisation, venue and professional: 1–5 each, about 60% answered by
 * the owner, a few reported. Reviewers are distinct members per target.
 */
export const generateReviews = (opts: {
  now: Date;
  organizations: number;
  venues: number;
  professionals: number;
  members: number;
}): ReviewSeed[] => {
  const reviews: ReviewSeed[] = [];
  const targets: [ReviewTarget, number][] = [
    ['organization', opts.organizations],
    ['venue', opts.venues],
    ['professional', opts.professionals],
  ];
  targets.forEach(([target, count], t) => {
    for (let targetIndex = 0; targetIndex < count; targetIndex += 1) {
      const rng = createRng(seedFor(0x4e71 + t, targetIndex));
      const reviewers = rng.pickSome(
        Array.from({ length: opts.members }, (_, i) => i),
        rng.int(1, 5),
      );
      for (const reviewerIndex of reviewers) {
        const [rating, title, comment] = rng.pick(TEXTS[target]);
        const createdAt = new Date(opts.now.getTime() - rng.int(3, 300) * DAY_MS);
        const answered = rng.chance(0.6);
        reviews.push({
          target,
          targetIndex,
          reviewerIndex,
          rating,
          title: target === 'organization' ? title : null,
          comment,
          reply: answered ? rng.pick(REPLIES) : null,
          createdAt,
          repliedAt: answered
            ? new Date(Math.min(opts.now.getTime(), createdAt.getTime() + rng.int(1, 6) * DAY_MS))
            : null,
          reportedAt: rng.chance(0.03)
            ? new Date(Math.min(opts.now.getTime(), createdAt.getTime() + DAY_MS))
            : null,
        });
      }
    }
  });
  return reviews;
};
