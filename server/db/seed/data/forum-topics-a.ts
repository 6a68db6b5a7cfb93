import type { ForumTopicInput } from './forum';

export const FORUM_TOPICS_A: readonly ForumTopicInput[] = [
  {
    category: 'welkom',
    title: 'Welkom op het Kring-forum! Lees dit eerst',
    content:
      'Fijn dat je er bent! Dit forum is een plek om ervaringen te delen, vragen te stellen en elkaar te vinden. Wees vriendelijk, spreek vanuit jezelf en respecteer ieders pad. Reclame voor je eigen aanbod hoort in de categorie voor organisatoren en professionals.',
    tags: ['welkom', 'huisregels'],
    pinned: true,
    featured: true,
    status: 'closed',
    posts: ['Dank voor de heldere regels. Fijn dat er zo’n plek is voor ons soort mensen!'],
  },
  {
    category: 'welkom',
    title: 'Even voorstellen: nieuw in Utrecht en op zoek naar een dansgroep',
    content:
      'Hoi allemaal! Ik ben net verhuisd naar Utrecht en mis mijn vaste dansavonden in Groningen. Wie kan me tips geven over ecstatic dance of 5Ritmes in de buurt? Ik dans het liefst op zondag.',
    tags: ['kennismaking', 'utrecht', 'ecstatic dance'],
    posts: [
      'Welkom! De zondagochtenddans van Stichting Vrije Dans is echt een aanrader, heel fijne sfeer.',
      'Golvend Bewegen geeft ook regelmatig 5Ritmes in Utrecht, check hun agenda hier op Kring.',
      'Als je van contactimprovisatie houdt: er is een maandelijkse jam in Lombok.',
      'Dank jullie wel, ik ga komende zondag gewoon eens kijken!',
    ],
  },
  {
    category: 'welkom',
    title: 'Hallo uit Gent 👋',
    content:
      'Ik ben Elien, 34, werk in de zorg en ben sinds een jaar bezig met ademwerk en meditatie. Ik zoek vooral mensen om samen naar retraites te gaan. Wie doet er mee?',
    tags: ['kennismaking', 'gent', 'retraite'],
    posts: [
      'Welkom Elien! Ik ben ook uit Gent en ga in het voorjaar naar een stilteweekend in de Ardennen. Stuur gerust een berichtje.',
      'Leuk! Kirtan Collectief Gent is ook een fijne plek om mensen te leren kennen.',
    ],
  },
  {
    category: 'welkom',
    title: 'Eerste keer op een cacaoceremonie: wat kan ik verwachten?',
    content:
      'Volgende week ga ik voor het eerst naar een cacaoceremonie. Ik ben een beetje zenuwachtig. Moet ik iets voorbereiden? En is het echt iets anders dan gewoon warme chocolademelk drinken?',
    tags: ['cacao', 'eerste keer', 'ceremonie'],
    posts: [
      'Eet vooraf licht en kom met een open houding. De cacao is veel puurder en bitterder dan chocolademelk.',
      'Het ritueel eromheen maakt het bijzonder: de intentie, de stilte, de muziek. Geniet ervan!',
      'Let op als je antidepressiva gebruikt, overleg dan even met de begeleider.',
      'Update: het was prachtig. Ik heb er nog dagen een warm gevoel van gehad.',
    ],
  },
  {
    category: 'evenementen',
    title: 'Jullie favoriete festivals voor komende zomer?',
    content:
      'Ik wil deze zomer naar een of twee kleinschalige festivals met yoga, dans en muziek, liefst zonder alcohol. Welke kunnen jullie aanraden in Nederland of België?',
    tags: ['festival', 'zomer', 'tips'],
    featured: true,
    posts: [
      'Zomerzon in Bergen! Klein, tussen de duinen en heel goed georganiseerd.',
      'Het Bewust Leven Festival in Zwolle is groter maar heeft een geweldig programma met sprekers.',
      'Als je van kirtan houdt: het mini-festival van Kirtan Collectief Gent is magisch.',
      'Let wel op: de early bird-tickets zijn vaak al in maart uitverkocht.',
      'Top, ik heb Zomerzon al in mijn favorieten gezet.',
    ],
  },
  {
    category: 'evenementen',
    title: 'Gratis evenementen deze maand: deel ze hier',
    content:
      'Niet iedereen kan elke week twintig euro uitgeven aan een workshop. Laten we in dit topic gratis en donatie-evenementen delen. Ik begin: de online ochtendmeditatie van Ademruimte is elke werkdag gratis.',
    tags: ['gratis', 'donatie', 'tips'],
    pinned: true,
    posts: [
      'Op de duurzame markt van Het Groene Hart in Gouda is de toegang gratis, en er zijn mini-lezingen.',
      'In Brussel zijn de authentic relating-avonden vaak op vrije bijdrage.',
      'Tip: filter op Kring op prijs 0 tot 0, dan zie je alle gratis evenementen in één keer.',
    ],
  },
  {
    category: 'evenementen',
    title: 'Ervaringen met meerdaagse retraites in de Ardennen?',
    content:
      'Ik twijfel tussen een stilteweekend en een yogaretraite in de Ardennen. Heeft iemand ervaring met Zielsgeluk of Woud & Water? Hoe is het eten en de slaapplek?',
    tags: ['retraite', 'ardennen', 'ervaringen'],
    posts: [
      'Ik ben bij Zielsgeluk geweest: eenvoudige maar schone kamers en het eten was fantastisch.',
      'Woud & Water is avontuurlijker, met zwemmen in de Ourthe. Niet voor koukleumen!',
      'Beide aanraders. Het hangt ervan af of je meer rust of meer uitdaging zoekt.',
    ],
  },
  {
    category: 'evenementen',
    title: 'Is een weekendretraite zinvol als je nog nooit gemediteerd hebt?',
    content:
      'Een vriendin wil me meenemen naar een stilteweekend, maar ik heb nog nooit gemediteerd. Is dat niet te heftig als start?',
    tags: ['retraite', 'beginners', 'meditatie'],
    posts: [
      'Veel retraites zijn juist geschikt voor beginners. Vraag het even na bij de organisatie.',
      'Mijn eerste retraite was een stilteweekend en het was heftig én prachtig. Je komt jezelf tegen, maar dat is ook de bedoeling.',
      'Misschien eerst een paar meditatieavonden proberen, dan weet je wat je kunt verwachten.',
    ],
  },
  {
    category: 'dans-beweging',
    title: 'Ecstatic dance zonder telefoon: hoe handhaven jullie dat?',
    content:
      'Bij onze dansavond zien we steeds vaker mensen die stiekem filmen. Hoe gaan andere organisatoren daarmee om? We willen niet streng overkomen, maar de vloer moet veilig voelen.',
    tags: ['ecstatic dance', 'telefoons', 'veiligheid'],
    posts: [
      'Wij hebben een telefoonbakje bij de ingang. Werkt prima, niemand klaagt.',
      'Benoem het in de openingskring en leg uit waarom. Dan begrijpen mensen het meestal.',
      'Sommige mensen hebben hun telefoon nodig voor oppas of werk. Wij laten die in een tas aan de kant liggen, op stil.',
      'Goede tips, we gaan het bakje proberen!',
    ],
  },
  {
    category: 'dans-beweging',
    title: 'Welke schoenen (of geen schoenen) voor contactimprovisatie?',
    content: 'Ik begin binnenkort met contactimpro. Blote voeten, sokken of danssloffen? En wat trek je aan?',
    tags: ['contact improvisatie', 'kleding'],
    posts: [
      'Blote voeten of sokken met antislip. Lange mouwen en een lange broek, want je rolt veel over de vloer.',
      'En geen sieraden of riemen met gespen, dat voorkomt krassen en blauwe plekken.',
    ],
  },
  {
    category: 'dans-beweging',
    title: '5Ritmes of ecstatic dance: wat is het verschil?',
    content:
      'Ik hoor beide termen vaak en ze lijken op elkaar. Wat is nu eigenlijk het verschil tussen een 5Ritmes-les en een ecstatic dance?',
    tags: ['5ritmes', 'ecstatic dance', 'uitleg'],
    posts: [
      'Bij 5Ritmes is er een docent die je begeleidt door de vijf ritmes, het is meer een bewegende meditatie.',
      'Ecstatic dance is vrijer: een dj, een opbouw in de muziek, verder geen aanwijzingen.',
      'Allebei heerlijk, probeer ze gewoon allebei!',
    ],
  },
  {
    category: 'dans-beweging',
    title: 'Yoga met een hernia: ervaringen?',
    content:
      'Ik herstel van een hernia en wil voorzichtig weer yoga doen. Welke stijl raden jullie aan? Yin, hatha, iets anders?',
    tags: ['yoga', 'rug', 'herstel'],
    posts: [
      'Overleg eerst met je fysiotherapeut. Daarna is een privéles een goed begin, zodat een docent je kan begeleiden.',
      'Yin kan fijn zijn, maar let op met diepe voorwaartse buigingen.',
      'Ik heb goede ervaringen met Noor uit Haarlem, zij is gespecialiseerd in yoga bij rugklachten.',
    ],
  },
  {
    category: 'meditatie-adem',
    title: 'Heftige emoties tijdens ademwerk, is dat normaal?',
    content:
      'Vorige week deed ik voor het eerst een sessie verbonden ademhaling en ik moest ineens heel hard huilen. Ik schrok ervan. Is dat normaal en hoe ga ik daar nu mee om?',
    tags: ['ademwerk', 'emoties', 'ervaring'],
    posts: [
      'Heel normaal. Adem kan oude emoties losmaken. Goed dat het eruit mocht.',
      'Neem er de tijd voor, schrijf op wat er kwam en bespreek het met je begeleider.',
      'Een goede begeleider neemt na afloop ruim tijd voor integratie. Was dat er bij jou ook?',
      'Ja, er was een nagesprek. Ik voel me nu eigenlijk lichter dan daarvoor.',
      'Mooi om te lezen. Blijf goed voor jezelf zorgen de komende dagen.',
    ],
  },
  {
    category: 'meditatie-adem',
    title: 'Elke dag mediteren volhouden: jullie trucs',
    content:
      'Ik begin elk jaar enthousiast en na drie weken stopt het weer. Hoe houden jullie een dagelijkse meditatiepraktijk vol?',
    tags: ['meditatie', 'routine', 'tips'],
    posts: [
      'Koppel het aan iets wat je toch al doet, bijvoorbeeld na het tandenpoetsen.',
      'Begin met vijf minuten. Liever kort en elke dag dan lang en af en toe.',
      'Samen mediteren helpt mij enorm. De online ochtendmeditatie is een aanrader.',
      'Ik houd een simpel lijstje bij op de koelkast. Streepjes zetten werkt bij mij!',
    ],
  },
  {
    category: 'meditatie-adem',
    title: 'Koud douchen en ijsbaden: hype of echt goed?',
    content:
      'Overal zie ik mensen in ijsbaden zitten. Heeft iemand hier echt ervaring mee? Merk je verschil in energie of stress?',
    tags: ['koudetraining', 'ijsbad', 'gezondheid'],
    posts: [
      'Ik doe het nu een jaar: mijn slaap is beter en ik ben minder snel verkouden. Maar het is geen wondermiddel.',
      'Bouw het rustig op en doe het niet alleen in open water.',
      'Als je hartklachten hebt: eerst naar je huisarts!',
    ],
  },
  {
    category: 'meditatie-adem',
    title: 'Stilteretraite gedaan: mijn verslag',
    content:
      'Afgelopen weekend was ik op mijn eerste stilteretraite aan de Vecht. Drie dagen niet praten, geen telefoon. De eerste dag was onrustig, de tweede dag brak er iets open. Ik wil het iedereen aanraden.',
    tags: ['stilte', 'retraite', 'verslag'],
    posts: [
      'Prachtig verslag, dank voor het delen. Herkenbaar, die onrust op de eerste dag.',
      'Hoe was het om weer thuis te komen? Ik vond dat altijd het moeilijkste.',
      'Dat viel tegen inderdaad, alles was zo luid. Ik doe nu elke ochtend tien minuten stilte.',
    ],
  },
];
