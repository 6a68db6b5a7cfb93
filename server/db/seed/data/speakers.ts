import { avatarImage } from './organizations';
import { PROFESSIONALS } from './professionals';

export type SpeakerSeed = {
  key: number;
  name: string;
  bio: string;
  title: string;
  company: string;
  imageUrl: string | null;
  /** Set when the speaker is one of the demo professionals (speakers.professional_id). */
  professionalSlug?: string;
};

const GUESTS: readonly Omit<SpeakerSeed, 'key' | 'imageUrl'>[] = [
  {
    name: 'Marjan Oosterhuis',
    title: 'Auteur en meditatieleraar',
    company: 'Uitgeverij Stille Wind',
    bio: 'Schreef drie boeken over meditatie in het dagelijks leven en geeft lezingen door het hele land.',
  },
  {
    name: 'Geert Van Houtte',
    title: 'Bioloog en natuurgids',
    company: 'Natuurpunt-vrijwilliger',
    bio: 'Neemt je mee in de wereld van bomen, vogels en schimmels en laat zien hoe alles met alles samenhangt.',
  },
  {
    name: 'Aylin Demir',
    title: 'Traumatherapeut',
    company: 'Praktijk Veilige Haven',
    bio: 'Werkt lichaamsgericht met mensen met trauma en traint hulpverleners in traumasensitief werken.',
  },
  {
    name: 'Floris ter Horst',
    title: 'Muzikant',
    company: 'Duo Wind & Snaar',
    bio: 'Speelt harmonium, gitaar en sitar en maakt muziek voor kirtans en yogafestivals.',
  },
  {
    name: 'Chantal Mbeki',
    title: 'Danseres en choreograaf',
    company: 'Compagnie Terre',
    bio: 'Combineert Afrikaanse dans met vrije beweging en geeft workshops over ritme en aarding.',
  },
  {
    name: 'Lieven Deconinck',
    title: 'Filosoof',
    company: 'Universiteit Gent',
    bio: 'Onderzoekt wat oude wijsheidstradities ons vandaag nog te zeggen hebben over een goed leven.',
  },
  {
    name: 'Renske Hogenboom',
    title: 'Permacultuurontwerper',
    company: 'Voedselbos De Kiem',
    bio: 'Ontwerpt voedselbossen en moestuinen en leert mensen zelf voedsel te verbouwen.',
  },
  {
    name: 'Ibrahim Yilmaz',
    title: 'Soefi-leraar',
    company: 'Huis van de Roos',
    bio: 'Leidt dhikr-bijeenkomsten en draaiende meditaties en vertelt verhalen uit de soefitraditie.',
  },
  {
    name: 'Marleen Vanhove',
    title: 'Vroedvrouw en doula',
    company: 'Geboortehuis Gent',
    bio: 'Begeleidt zwangerschap en geboorte en spreekt over rituelen rond nieuw leven.',
  },
  {
    name: 'Hugo van Kampen',
    title: 'Slaaponderzoeker',
    company: 'Slaapcentrum Oost',
    bio: 'Vertelt helder en met humor over slaap, ritme en wat je zelf kunt doen om beter uit te rusten.',
  },
];

/** Speakers for line-ups: every professional plus ten guest speakers. */
export const SPEAKERS: readonly SpeakerSeed[] = [
  ...PROFESSIONALS.map((p) => ({
    name: p.name,
    bio: p.bio,
    title: p.title,
    company: p.businessName,
    imageUrl: p.profileImageUrl,
    professionalSlug: p.slug,
  })),
  ...GUESTS.map((g, i) => ({ ...g, imageUrl: i % 3 === 2 ? null : avatarImage(i + 7) })),
].map((s, key) => ({ ...s, key }));
