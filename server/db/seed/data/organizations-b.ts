import type { OrganizationInput } from './organizations';

export const ORGANIZATIONS_B: readonly OrganizationInput[] = [
  {
    name: 'Biodanza Brabant',
    city: 'Eindhoven',
    established: 2012,
    focus: ['dans', 'lessenherhalend', 'workshoptraining'],
    subtypes: ['biodanza', 'cirkeldansen'],
    tagline: 'Dansen met het leven zelf',
    description:
      'Biodanza Brabant geeft wekelijkse groepen in Eindhoven en Helmond. Biodanza combineert muziek, beweging en ontmoeting en vraagt geen danservaring. Je ervaart vreugde, verbinding en rust in een veilige groep die elke week terugkomt.',
    owner: 'Ingrid Vermeulen',
  },
  {
    name: 'Stichting Het Groene Hart',
    city: 'Gouda',
    established: 2005,
    focus: ['event', 'workshoptraining', 'festival'],
    subtypes: ['duurzaam-leven', 'kinderen-gezin', 'lezing'],
    tagline: 'Duurzaam leven begint in je eigen buurt',
    description:
      'Stichting Het Groene Hart organiseert lezingen, repaircafés, moestuinworkshops en een jaarlijkse oogstmarkt. We willen duurzaam leven toegankelijk maken voor iedereen, ook met een kleine beurs. Veel activiteiten zijn gratis dankzij vrijwilligers en lokale sponsors.',
    owner: 'Henk van Leeuwen',
  },
  {
    name: 'Zomerzon Festival',
    city: 'Bergen',
    established: 2018,
    focus: ['festival', 'dans'],
    subtypes: ['ecstatic-dance', 'kirtan', 'yoga', 'concert'],
    tagline: 'Dansen tussen de duinen',
    description:
      'Zomerzon is een kleinschalig festival in de duinen bij Bergen. Overdag is er yoga, ademwerk en workshops, ’s avonds live muziek, kirtan en ecstatic dance onder de sterren. We houden het festival bewust klein, met maximaal vierhonderd bezoekers.',
    owner: 'Fleur Koster',
  },
  {
    name: 'Kundalini Huis Den Haag',
    city: 'Den Haag',
    established: 2013,
    focus: ['lessenherhalend', 'workshoptraining', 'online'],
    subtypes: ['kundalini-yoga', 'meditatie', 'kirtan'],
    tagline: 'Kundalini yoga zoals Yogi Bhajan het leerde',
    description:
      'In ons lichte studiohuis in het Statenkwartier geven we dagelijks kundalini yoga. De lessen combineren ademhaling, beweging, mantra en meditatie. Eens per maand is er een gongmeditatie en een kirtanavond met live muziek.',
    owner: 'Harpreet Jansen',
  },
  {
    name: 'De Voice Dialogue School',
    city: 'Amersfoort',
    established: 2004,
    focus: ['opleiding-certificaat', 'workshoptraining', 'online'],
    subtypes: ['voice-dialogue', 'persoonlijke-ontwikkeling', 'coaching'],
    tagline: 'Ontmoet de stemmen in jezelf',
    description:
      'De Voice Dialogue School leidt sinds 2004 facilitators op in het werken met ikken en subpersoonlijkheden. De basistraining staat open voor iedereen die zichzelf beter wil leren kennen. De vervolgopleiding is geaccrediteerd door de beroepsvereniging.',
    owner: 'Carla Prins',
  },
  {
    name: 'Woud & Water Retreats',
    city: 'La Roche-en-Ardenne',
    established: 2017,
    focus: ['retreatinclverblijf', 'workshoptraining'],
    subtypes: ['natuurcoaching', 'koudetraining', 'yoga', 'stilte'],
    tagline: 'Buiten zijn, binnen komen',
    description:
      'Woud & Water organiseert retraites in een houten lodge aan de Ourthe. We combineren wandelen, koud water, yoga en stilte met goede vegetarische maaltijden. De groepen zijn klein, zodat er tijd is voor persoonlijke aandacht.',
    owner: 'Pieter Wouters',
  },
  {
    name: 'Kirtan Collectief Gent',
    city: 'Gent',
    established: 2014,
    focus: ['event', 'festival', 'online'],
    subtypes: ['kirtan', 'concert', 'sound-healing'],
    tagline: 'Samen zingen tot het stil wordt',
    description:
      'Wij zijn een groep muzikanten die maandelijks kirtanavonden organiseert in Gent. Je hoeft niet te kunnen zingen: de mantra’s zijn eenvoudig en worden steeds herhaald. Twee keer per jaar organiseren we een mini-festival met gastmuzikanten uit heel Europa.',
    owner: 'Wout Janssens',
  },
  {
    name: 'Contact Impro Collectief Groningen',
    city: 'Groningen',
    established: 2011,
    focus: ['dans', 'lessenherhalend', 'workshoptraining'],
    subtypes: ['contact-improvisatie', 'open-floor'],
    tagline: 'Bewegen vanuit contact',
    description:
      'Het collectief organiseert wekelijkse jams, lessen voor beginners en gevorderden, en een jaarlijks internationaal festival in het voorjaar. Contactimprovisatie gaat over gewicht delen, luisteren met je lichaam en spelen met zwaartekracht. Iedereen is welkom, ongeacht leeftijd of ervaring.',
    owner: 'Lieke Dekker',
  },
  {
    name: 'Qigong School Maastricht',
    city: 'Maastricht',
    established: 2008,
    focus: ['lessenherhalend', 'workshoptraining', 'opleiding-certificaat'],
    subtypes: ['qigong-tai-chi', 'meditatie'],
    tagline: 'Zachte kracht in beweging',
    description:
      'Onze school geeft qigong en tai chi in Maastricht en het Heuvelland. In de zomer oefenen we buiten in het stadspark, in de winter in onze zaal aan de Maas. Voor wie zelf wil lesgeven is er een tweejarige docentenopleiding.',
    owner: 'Jan Lemmens',
  },
  {
    name: 'Innerlijke Bron Academie',
    city: 'Hasselt',
    established: 2016,
    focus: ['jaartraject', 'opleiding-certificaat', 'workshoptraining'],
    subtypes: ['persoonlijke-ontwikkeling', 'innerlijk-kind', 'lichaamsgericht-werk'],
    tagline: 'Een jaar lang terug naar je bron',
    description:
      'De Innerlijke Bron Academie biedt jaartrajecten voor persoonlijke groei en een opleiding tot lichaamsgericht begeleider. We werken met lichaamswerk, creatieve expressie en groepsprocessen. Kleine groepen en vaste begeleiders zorgen voor een veilige bedding.',
    owner: 'An Vandenbroucke',
  },
  {
    name: 'Huis van Verbinding',
    city: 'Brussel',
    established: 2019,
    focus: ['event', 'workshoptraining', 'online'],
    subtypes: ['authentic-relating', 'relaties-intimiteit', 'lezing'],
    tagline: 'Oefenplaats voor echt contact',
    description:
      'Huis van Verbinding is een tweetalige gemeenschapsplek in Brussel waar we oefenen met eerlijk en warm contact. We organiseren authentic relating-avonden, workshops geweldloze communicatie en lezingen. De avonden zijn laagdrempelig en vaak op basis van vrije bijdrage.',
    owner: 'Julie Dubois',
  },
  {
    name: 'Zeeuws Licht Yoga',
    city: 'Middelburg',
    established: 2015,
    focus: ['lessenherhalend', 'retreatinclverblijf'],
    subtypes: ['yoga', 'yin-yoga', 'yoga-nidra'],
    tagline: 'Yoga met zeelucht',
    description:
      'Zeeuws Licht Yoga geeft lessen in Middelburg en op het strand van Domburg. In het voorjaar en het najaar organiseren we yogaweekenden aan zee met strandwandelingen en goed eten. Onze lessen zijn rustig en geschikt voor beginners.',
    owner: 'Marloes Wisse',
  },
  {
    name: 'Eilandstilte',
    city: 'West-Terschelling',
    established: 2010,
    premium: true,
    focus: ['retreatinclverblijf', 'workshoptraining'],
    subtypes: ['stilte', 'meditatie', 'natuurcoaching', 'voeding-vasten'],
    tagline: 'Retraites op de Wadden',
    description:
      'Eilandstilte organiseert stilteretraites en vastenweken op Terschelling. Je verblijft in een duinhuis met uitzicht over de Noordzee en loopt elke dag over het strand of door de bossen. Het eiland helpt je vanzelf te vertragen.',
    owner: 'Wietske Hoekstra',
  },
  {
    name: 'Reiki & Massage Opleidingen Oost',
    city: 'Enschede',
    established: 2003,
    focus: ['opleiding-certificaat', 'workshoptraining'],
    subtypes: ['reiki', 'massage', 'lichaamsgericht-werk'],
    tagline: 'Erkende opleidingen voor aanraking en energie',
    description:
      'Wij verzorgen erkende opleidingen in reiki, ontspanningsmassage en stoelmassage. De lessen zijn praktisch, met veel oefenen onder begeleiding en heldere lesstof. Na elke module ontvang je een certificaat dat aansluit bij de eisen van de beroepsverenigingen.',
    owner: 'Gerda Nijhuis',
  },
  {
    name: 'Atelier De Kleurentuin',
    city: 'Deventer',
    established: 2012,
    focus: ['workshoptraining', 'lessenherhalend'],
    subtypes: ['intuitief-schilderen', 'innerlijk-kind'],
    tagline: 'Schilderen zonder te hoeven kunnen',
    description:
      'In ons atelier aan de IJssel schilder je vanuit gevoel in plaats van techniek. We werken met grote vellen, gouache en vaak met je handen. Er zijn wekelijkse schilderavonden, themadagen en workshops voor ouders en kinderen.',
    owner: 'Judith Brinkman',
  },
  {
    name: 'Golvend Bewegen',
    city: 'Amsterdam',
    established: 2006,
    premium: true,
    focus: ['dans', 'workshoptraining', 'retreatinclverblijf'],
    subtypes: ['5ritmes', 'movement-medicine', 'dansmeditatie'],
    tagline: 'De 5Ritmes als bewegende meditatie',
    description:
      'Golvend Bewegen geeft 5Ritmes-lessen, workshops en dansretraites in Amsterdam en daarbuiten. De ritmes vloeiend, staccato, chaos, lyrisch en stilte vormen samen een golf waarin je jezelf steeds opnieuw tegenkomt. Onze docenten zijn gecertificeerd en dansen al tientallen jaren.',
    owner: 'Saskia Meijer',
  },
  {
    name: 'Maanvrouwen Brugge',
    city: 'Brugge',
    established: 2018,
    focus: ['event', 'online', 'jaartraject'],
    subtypes: ['vrouwencirkel', 'maanceremonie', 'sound-healing'],
    tagline: 'Leven met de ritmes van de maan',
    description:
      'Maanvrouwen Brugge organiseert nieuwe- en vollemaancirkels in een tuinhuis buiten de stad en online. We werken met ritueel, stem, klank en journaling. Elk jaar start een kleine groep aan het traject ‘Dertien manen’.',
    owner: 'Hanne Goossens',
  },
];
