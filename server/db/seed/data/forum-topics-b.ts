import type { ForumTopicInput } from './forum';

export const FORUM_TOPICS_B: readonly ForumTopicInput[] = [
  {
    category: 'persoonlijke-groei',
    title: 'Familieopstelling: als representant of met eigen vraag?',
    content:
      'Ik wil graag een opstellingendag bijwonen maar weet niet of ik al een eigen vraag wil inbrengen. Is het ook waardevol om alleen representant te zijn?',
    tags: ['familieopstellingen', 'vraag'],
    posts: [
      'Zeker! Als representant leer je ontzettend veel, vaak raakt het ook je eigen thema’s.',
      'Mijn eerste dag was ik alleen representant. De tweede keer durfde ik mijn eigen vraag in te brengen.',
      'Je kunt het ook gewoon aan de begeleider vragen, die denkt met je mee.',
    ],
  },
  {
    category: 'persoonlijke-groei',
    title: 'Mannencirkel: wie heeft ervaring?',
    content:
      'Mijn vrouw raadt me aan om naar een mannencirkel te gaan. Ik vind het eerlijk gezegd een beetje zweverig klinken. Wat gebeurt er nou eigenlijk?',
    tags: ['mannencirkel', 'ervaring'],
    posts: [
      'Ik dacht precies hetzelfde. Het is eigenlijk heel nuchter: je zit in een kring en vertelt hoe het met je gaat. Zonder dat iemand je probeert te fixen.',
      'Voor mij was het de eerste keer in jaren dat ik echt gehoord werd door andere mannen.',
      'Ga gewoon een keer kijken. Rond het vuur is het trouwens extra mooi.',
      'Oké, overtuigd. Volgende maand ga ik naar een open avond in Arnhem.',
    ],
  },
  {
    category: 'persoonlijke-groei',
    title: 'Hoe kies je een goede coach of therapeut?',
    content:
      'Er zijn zoveel coaches en therapeuten. Waar letten jullie op? Opleiding, beroepsvereniging, klik, reviews?',
    tags: ['coaching', 'therapie', 'kiezen'],
    featured: true,
    posts: [
      'De klik is voor mij het belangrijkst. Een kennismakingsgesprek is vaak gratis, maak daar gebruik van.',
      'Check of iemand aangesloten is bij een beroepsvereniging, dan heb je ook een klachtenregeling.',
      'Reviews op Kring helpen, maar lees vooral de inhoud, niet alleen de sterren.',
      'En vraag naar ervaring met jouw specifieke thema.',
    ],
  },
  {
    category: 'persoonlijke-groei',
    title: 'Jaartraject: de investering waard?',
    content:
      'Ik overweeg een jaartraject persoonlijke ontwikkeling, maar het is een flinke investering. Wie heeft er een gedaan en wat heeft het je gebracht?',
    tags: ['jaartraject', 'investering'],
    posts: [
      'Het mooiste vond ik de vaste groep. Je bouwt vertrouwen op dat je bij losse workshops niet hebt.',
      'Vraag of betalen in termijnen kan, dat maakt het een stuk haalbaarder.',
    ],
  },
  {
    category: 'organisatoren',
    title: 'Welke prijs vragen jullie voor een ecstatic dance-avond?',
    content:
      'Wij starten een nieuwe dansavond in Nijmegen. Zaalhuur en dj kosten samen ongeveer 600 euro. Wat is een redelijke prijs? We willen het toegankelijk houden.',
    tags: ['prijzen', 'organiseren', 'ecstatic dance'],
    posts: [
      'Wij werken met drie prijzen: reductie, regulier en steunticket. Mensen kiezen zelf, dat werkt goed.',
      'Tussen de 15 en 20 euro is gangbaar. Met een early bird vul je snel de eerste plekken.',
      'Op Kring kun je meerdere tickets aanmaken en een early bird na een tijdje op inactief zetten.',
      'Super, dank! We gaan voor 12/17/25.',
    ],
  },
  {
    category: 'organisatoren',
    title: 'Hoe bereik je nieuwe deelnemers buiten je eigen bubbel?',
    content:
      'Onze workshops worden steeds door dezelfde groep bezocht. Fijn, maar we willen ook nieuwe mensen bereiken. Tips?',
    tags: ['promotie', 'deelnemers'],
    posts: [
      'Werk samen met andere organisatoren: een gezamenlijke avond brengt elkaars publiek samen.',
      'Gratis kennismakingsavonden doen het bij ons heel goed.',
      'Vergeet de bibliotheek en het buurthuis niet. Daar zitten mensen die nooit op Instagram naar ons zoeken.',
    ],
  },
  {
    category: 'organisatoren',
    title: 'Verzekering als zelfstandig facilitator: wat hebben jullie?',
    content:
      'Welke verzekeringen hebben jullie als zelfstandig begeleider? Beroepsaansprakelijkheid, bedrijfsaansprakelijkheid, iets anders?',
    tags: ['verzekering', 'zzp'],
    status: 'closed',
    posts: [
      'Ik heb een beroeps- en bedrijfsaansprakelijkheidsverzekering via mijn beroepsvereniging. Scheelt flink in de prijs.',
      'Let er bij ademwerk en koudetraining op dat die activiteiten expliciet gedekt zijn.',
      'Dit topic is gesloten omdat de vraag beantwoord is. Dank voor de tips!',
    ],
  },
  {
    category: 'organisatoren',
    title: 'Online en fysiek combineren: ervaringen met hybride lessen?',
    content:
      'Sinds kort geef ik mijn meditatielessen zowel in de studio als online. Het geluid blijft lastig. Wat gebruiken jullie?',
    tags: ['online', 'hybride', 'techniek'],
    posts: [
      'Een goede dasspeld-microfoon maakt een wereld van verschil.',
      'Ik heb gekozen om het te scheiden: maandag online, woensdag fysiek. Veel rustiger voor iedereen.',
    ],
  },
  {
    category: 'locaties',
    title: 'Gezocht: ruimte voor 40 personen in Antwerpen, zondagmiddag',
    content:
      'Voor een maandelijkse kirtan zoeken we een ruimte voor ongeveer 40 personen in of rond Antwerpen, met houten vloer en goede akoestiek. Budget rond de 250 euro per middag.',
    tags: ['ruimte gezocht', 'antwerpen'],
    posts: [
      'Loods 13 is te groot voor jullie, maar ze verhuren soms ook hun kleinere zaal.',
      'Kijk eens bij Het Oude Klooster in Mechelen, de kapel heeft een prachtige akoestiek.',
      'Dank! We gaan in Mechelen kijken.',
    ],
  },
  {
    category: 'locaties',
    title: 'Tips voor het verhuren van je praktijkruimte',
    content:
      'Ik heb een mooie ruimte die ik zelf maar drie dagen per week gebruik. Hoe vinden jullie huurders en wat vragen jullie per dagdeel?',
    tags: ['verhuur', 'praktijkruimte'],
    posts: [
      'Zet je ruimte als locatie op Kring, met goede foto’s en een duidelijke dagprijs.',
      'Vraag een vast bedrag per dagdeel en maak heldere afspraken over schoonmaak.',
      'Ik werk met vaste huurders per dagdeel, dat geeft rust in de planning.',
    ],
  },
  {
    category: 'locaties',
    title: 'Retraitelocatie met goede toegankelijkheid voor rolstoelgebruikers',
    content:
      'Voor een retraite zoek ik een locatie die echt rolstoeltoegankelijk is, inclusief kamers en badkamers. Wie kent een goede plek?',
    tags: ['toegankelijkheid', 'retraite'],
    posts: [
      'Hoeve Les Trois Sources in Durbuy heeft twee aangepaste kamers en een lift naar de yogazaal.',
      'Filter op Kring bij locaties op toegankelijkheid, dan zie je welke plekken het aangeven.',
    ],
  },
  {
    category: 'vragen-over-kring',
    title: 'Hoe werkt de proefperiode van vijf weken?',
    content:
      'Ik zie dat ik vijf weken gratis kan proberen. Moet ik mijn betaalgegevens al invullen? En wat gebeurt er na vijf weken?',
    tags: ['proefperiode', 'abonnement'],
    posts: [
      'Je kunt je hele proefperiode alles gebruiken. Voor het einde krijg je een herinnering per e-mail.',
      'In het helpcentrum staat een artikel over de proefperiode, daar wordt het stap voor stap uitgelegd.',
    ],
  },
  {
    category: 'vragen-over-kring',
    title: 'Kan ik zowel organisatie als professional zijn?',
    content:
      'Ik geef zelf sessies als coach, maar organiseer ook workshops met een stichting. Kan ik beide rollen op één account hebben?',
    tags: ['rollen', 'account'],
    posts: [
      'Ja, dat kan. Er zijn zelfs combinatie-abonnementen die goedkoper zijn dan twee losse.',
      'Je kunt daarna bovenin wisselen tussen je rollen.',
      'Top, dat wist ik niet!',
    ],
  },
  {
    category: 'vragen-over-kring',
    title: 'Tweestapsverificatie aanzetten: lukt niet met mijn app',
    content:
      'Ik probeer tweestapsverificatie aan te zetten maar de code wordt steeds afgewezen. Wat doe ik fout?',
    tags: ['2fa', 'beveiliging'],
    posts: [
      'Controleer of de tijd op je telefoon automatisch wordt ingesteld. Een afwijkende klok geeft foute codes.',
      'Dat was het! De klok stond handmatig ingesteld. Nu werkt het.',
    ],
  },
  {
    category: 'vragen-over-kring',
    title: 'Suggestie: filter op rolstoeltoegankelijkheid bij evenementen',
    content:
      'Bij locaties kun je zien wat de toegankelijkheid is, maar bij evenementen nog niet. Zou mooi zijn als dat er ook bij kwam.',
    tags: ['suggestie', 'toegankelijkheid'],
    posts: [
      'Goed idee, ik zou dat ook gebruiken.',
      'Staat op de roadmap, zag ik! Stem er gerust op.',
      '+1 van mij.',
    ],
  },
  {
    category: 'evenementen',
    title: 'Wie gaat er naar de kirtan in Gent volgende maand?',
    content:
      'Ik ga naar de kirtanavond van Kirtan Collectief Gent en zoek mensen om samen heen te fietsen vanaf het station.',
    tags: ['kirtan', 'gent', 'samen'],
    posts: [
      'Ik fiets mee! Zullen we afspreken bij de fietsenstalling van Sint-Pieters?',
      'Ik ook, als het niet regent 😄',
    ],
  },
];
