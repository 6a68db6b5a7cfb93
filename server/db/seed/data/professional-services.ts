export type PriceType = 'per_sessie' | 'per_uur' | 'vast';

export type ServiceSeed = {
  title: string;
  description: string;
  price: number;
  durationMinutes: number;
  priceType: PriceType;
  isOnline: boolean;
  isInPerson: boolean;
  maxParticipants: number;
};

export type ProfessionalTypeSeed = { slug: string; name: string; specializations: readonly string[] };

/** Kinds of professionals with their specialisations (professional_types / professional_specializations). */
export const PROFESSIONAL_TYPES: readonly ProfessionalTypeSeed[] = [
  { slug: 'therapeut', name: 'Therapeut', specializations: ['Systemisch werk', 'Lichaamsgerichte therapie', 'Relatietherapie', 'Kunstzinnige therapie', 'Sjamanistisch werk', 'Klanktherapie'] },
  { slug: 'coach', name: 'Coach', specializations: ['Levenscoaching', 'Loopbaancoaching', 'Natuurcoaching', 'Ademcoaching', 'Voedingscoaching'] },
  { slug: 'facilitator', name: 'Facilitator', specializations: ['Cirkels', 'Ceremonies', 'Teamprocessen', 'Voice dialogue'] },
  { slug: 'docent', name: 'Docent', specializations: ['Yoga', 'Meditatie en mindfulness', 'Dans'] },
  { slug: 'lichaamswerker', name: 'Lichaamswerker', specializations: ['Massage', 'Reiki'] },
  { slug: 'performer', name: 'Performer', specializations: ['DJ', 'Live muziek', 'Klank'] },
];

const s = (
  title: string,
  description: string,
  price: number,
  durationMinutes: number,
  priceType: PriceType,
  where: 'online' | 'fysiek' | 'beide',
  maxParticipants = 1,
): ServiceSeed => ({
  title,
  description,
  price,
  durationMinutes,
  priceType,
  isOnline: where !== 'fysiek',
  isInPerson: where !== 'online',
  maxParticipants,
});

/** Service templates professionals offer; keys are referenced from the professional lists. */
export const SERVICE_TEMPLATES = {
  intake: s('Kennismakingsgesprek', 'Een vrijblijvend gesprek van een half uur om te kijken of we bij elkaar passen en wat je nodig hebt.', 0, 30, 'per_sessie', 'beide'),
  ademsessieIndividueel: s('Individuele ademsessie', 'Een verbonden-ademsessie op een matje, met een voorgesprek en een rustige integratie achteraf.', 85, 90, 'per_sessie', 'fysiek'),
  ademwerkGroep: s('Ademwerk in een kleine groep', 'Twee uur ademwerk met maximaal twaalf deelnemers: uitleg, een lange ademreis en delen in de kring.', 35, 120, 'per_sessie', 'fysiek', 12),
  coachingSessie: s('Coachingsgesprek', 'Een gesprek van een uur over de vraag die jou bezighoudt, met concrete oefeningen voor thuis.', 95, 60, 'per_uur', 'beide'),
  coachingTraject: s('Coachtraject van zes sessies', 'Zes gesprekken verspreid over drie maanden, met tussendoor contact per mail. Inclusief intake en evaluatie.', 495, 360, 'vast', 'beide'),
  natuurWandeling: s('Wandelcoaching in de natuur', 'We wandelen anderhalf uur door bos of duin en gebruiken wat we onderweg tegenkomen als spiegel voor je vraag.', 110, 90, 'per_sessie', 'fysiek'),
  opstellingIndividueel: s('Individuele opstelling', 'Een opstelling met vloerankers of poppetjes om zicht te krijgen op patronen in je familie of werk.', 120, 90, 'per_sessie', 'fysiek'),
  opstellingenDag: s('Opstellingendag in groep', 'Een dag in een groep van maximaal zestien mensen waarin meerdere vragen worden opgesteld. Lunch inbegrepen.', 145, 360, 'vast', 'fysiek', 16),
  voiceDialogue: s('Voice dialogue sessie', 'We gaan in gesprek met de verschillende stemmen in jou, zoals de pleaser, de criticus en de perfectionist.', 90, 75, 'per_sessie', 'beide'),
  klankbadPrive: s('Privé klankbad', 'Een uur ontspanning op een behandeltafel met klankschalen, gong en monochord.', 75, 60, 'per_sessie', 'fysiek'),
  klankreisGroep: s('Klankreis voor groepen op locatie', 'Ik kom met gongs en klankschalen naar jouw retraite, festival of teamdag voor een klankreis van anderhalf uur.', 350, 90, 'vast', 'fysiek', 40),
  yogalesPrive: s('Privé yogales', 'Een les afgestemd op jouw lichaam en wensen, bij jou thuis, in de studio of online.', 70, 60, 'per_uur', 'beide'),
  yogaBedrijf: s('Yoga op het werk', 'Een wekelijkse les voor collega’s op kantoor: rustig bewegen, ademen en ontspannen, geen ervaring nodig.', 120, 60, 'per_uur', 'fysiek', 20),
  massageOntspanning: s('Ontspanningsmassage', 'Een volledige lichaamsmassage met warme olie, gericht op diepe ontspanning.', 65, 60, 'per_sessie', 'fysiek'),
  massageStoel: s('Stoelmassage op events', 'Korte stoelmassages voor deelnemers van jouw evenement, festival of congres.', 60, 60, 'per_uur', 'fysiek'),
  reikiBehandeling: s('Reikibehandeling', 'Een behandeling van een uur waarin je gekleed op de tafel ligt en tot rust komt.', 60, 60, 'per_sessie', 'fysiek'),
  reikiInwijding: s('Reiki 1 cursus met inwijding', 'Een cursus van twee dagen waarin je de basis van reiki leert en de eerste inwijding ontvangt.', 295, 720, 'vast', 'fysiek', 8),
  relatietherapie: s('Relatiegesprek voor stellen', 'Anderhalf uur samen in gesprek om vastgelopen patronen te herkennen en weer contact te maken.', 135, 90, 'per_sessie', 'beide', 2),
  tantraPrive: s('Tantrasessie voor stellen', 'Een begeleide sessie met oefeningen in aanwezigheid, aanraking en grenzen, volledig gekleed.', 180, 120, 'per_sessie', 'fysiek', 2),
  djSet: s('DJ-set voor ecstatic dance', 'Een opgebouwde set van drie uur, van zachte opening via een wilde piek naar stilte. Inclusief eigen apparatuur.', 450, 180, 'vast', 'fysiek', 300),
  liveMuziek: s('Live muziek bij ceremonie of cirkel', 'Live muziek met stem, handpan, trommels en harmonium, afgestemd op het verloop van jouw bijeenkomst.', 350, 120, 'vast', 'fysiek', 80),
  ceremonieBegeleiding: s('Begeleiding van een cacaoceremonie', 'Ik begeleid een ceremonie met ceremoniële cacao, intentie, muziek en stilte, op jouw locatie.', 400, 150, 'vast', 'fysiek', 30),
  facilitatieDag: s('Dagfacilitatie voor teams', 'Een dag voor teams over samenwerking, feedback en vertrouwen, met werkvormen uit authentic relating en systemisch werk.', 950, 480, 'vast', 'fysiek', 25),
  cirkelBegeleiding: s('Begeleiding van een cirkel', 'Ik begeleid een vrouwen-, mannen- of gemengde cirkel met ritueel, spreekstok en stilte.', 250, 120, 'vast', 'beide', 16),
  mindfulness8: s('Mindfulnesstraining individueel (8 weken)', 'Het achtweekse programma in een persoonlijk ritme, met oefenmateriaal en audio-opnames.', 520, 480, 'vast', 'beide'),
  meditatieBegeleiding: s('Meditatiebegeleiding', 'Een uur persoonlijke begeleiding om een meditatiepraktijk op te bouwen die bij je leven past.', 60, 60, 'per_sessie', 'online'),
  lichaamsgericht: s('Lichaamsgerichte therapiesessie', 'We werken met wat je lichaam vertelt: adem, spanning, beweging en aanraking, in je eigen tempo.', 95, 75, 'per_sessie', 'fysiek'),
  innerlijkKind: s('Innerlijk kind sessie', 'Een sessie met visualisatie, lichaamswerk en gesprek om oude pijn te verzachten.', 95, 90, 'per_sessie', 'beide'),
  schildersessie: s('Intuïtief schilderen privé', 'Twee uur schilderen met verf, kwasten en je handen, zonder oordeel over het resultaat.', 75, 120, 'per_sessie', 'fysiek'),
  voedingAdvies: s('Voedings- en vastenbegeleiding', 'Een consult over voeding, vasten en energie, met een persoonlijk plan en een vervolggesprek.', 80, 60, 'per_sessie', 'online'),
  sjamanistischeHealing: s('Sjamanistische healing', 'Een healing met trommel, ratel en een sjamanistische reis, gevolgd door een nagesprek.', 95, 90, 'per_sessie', 'fysiek'),
  dansWorkshop: s('Dansworkshop op maat', 'Een workshop 5Ritmes of vrije dans voor jouw groep, festival of retraite.', 300, 120, 'vast', 'fysiek', 40),
  koudeTraining: s('Koudetraining met ademwerk', 'Ademhalingsoefeningen gevolgd door een begeleid ijsbad, in een kleine groep en met veel aandacht voor veiligheid.', 45, 120, 'per_sessie', 'fysiek', 10),
} as const satisfies Record<string, ServiceSeed>;

export type ServiceKey = keyof typeof SERVICE_TEMPLATES;
