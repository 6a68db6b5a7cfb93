import type { HelpArticleInput } from './help';

export const HELP_ARTICLES_A: readonly HelpArticleInput[] = [
  {
    title: 'Een account aanmaken',
    category: 'Aan de slag',
    tags: ['account', 'registreren', 'starten'],
    featured: true,
    excerpt: 'In een paar minuten een account: zo begin je met Kring.',
    content: `<p>Met een Kring-account kun je evenementen opslaan, organisatoren volgen, reageren op het forum en, als je dat wilt, zelf evenementen, diensten of een locatie aanbieden.</p>
<h2>Zo maak je een account</h2>
<ol><li>Ga naar <strong>Gratis proefperiode</strong> rechtsboven of via de knop op de prijzenpagina.</li><li>Vul je naam, e-mailadres en een wachtwoord van minstens acht tekens in.</li><li>Kies de rol die bij je past: deelnemer, organisatie, professional of locatie.</li><li>Bevestig je e-mailadres via de link die we je sturen.</li></ol>
<p>Daarna kom je direct in je dashboard. Je kunt je profiel meteen aanvullen met een foto, een korte bio en je interesses, zodat anderen je beter leren kennen.</p>
<h2>Geen e-mail ontvangen?</h2>
<p>Kijk in je map met ongewenste e-mail. Staat er niets, vraag dan via het inlogscherm een nieuwe bevestigingsmail aan of neem contact met ons op.</p>`,
  },
  {
    title: 'Hoe werkt de gratis proefperiode van vijf weken?',
    category: 'Abonnementen & betalen',
    tags: ['proefperiode', 'abonnement', 'gratis'],
    featured: true,
    excerpt: 'Vijf weken alles proberen, zonder verplichtingen.',
    content: `<p>Elk abonnement op Kring begint met een <strong>gratis proefperiode van vijf weken</strong>. In die tijd kun je alle functies van je gekozen abonnement gebruiken.</p>
<h2>Wat gebeurt er na vijf weken?</h2>
<p>Een paar dagen voor het einde van je proefperiode sturen we je een herinnering. Wil je doorgaan, dan kies je een looptijd van zes maanden, één jaar of twee jaar. Doe je niets, dan stopt je proefperiode vanzelf en blijft je account bestaan als gratis deelnemersaccount.</p>
<h2>Kan ik tussentijds wisselen?</h2>
<p>Ja. Je kunt tijdens je proefperiode van abonnement wisselen, bijvoorbeeld van organisatie naar een combinatie van organisatie en professional. De resterende proefdagen blijven behouden.</p>`,
  },
  {
    title: 'Welke rol past bij mij?',
    category: 'Aan de slag',
    tags: ['rollen', 'deelnemer', 'organisatie', 'professional', 'locatie'],
    excerpt: 'Deelnemer, organisatie, professional of locatie: het verschil uitgelegd.',
    content: `<p>Op Kring kun je een of meer rollen hebben. Elke rol geeft je andere mogelijkheden.</p>
<ul><li><strong>Deelnemer</strong>: je zoekt en bewaart evenementen, volgt organisatoren en doet mee op het forum.</li><li><strong>Organisatie</strong>: je plaatst evenementen met tickets, programma en sprekers. Met Organisatie Premium plaats je onbeperkt evenementen en sta je bovenaan in de lijsten.</li><li><strong>Professional</strong>: je presenteert jezelf als therapeut, coach, facilitator of performer en biedt tot vijf diensten aan.</li><li><strong>Locatie</strong>: je verhuurt een ruimte en toont foto’s, voorzieningen, capaciteit en dagprijs.</li></ul>
<p>Heb je meerdere rollen? Dan wissel je bovenin met de rolwisselaar. Een combinatie-abonnement is voordeliger dan losse abonnementen.</p>`,
  },
  {
    title: 'Wisselen tussen je rollen',
    category: 'Aan de slag',
    tags: ['rollen', 'wisselen', 'dashboard'],
    excerpt: 'Zo schakel je tussen organisatie, professional, locatie en deelnemer.',
    content: `<p>Heb je meer dan één rol, dan zie je bovenin je dashboard de rolwisselaar. Kies de rol waarin je wilt werken; je wordt daarna doorgestuurd naar het bijbehorende dashboard.</p>
<p>Ben je bezig met een evenement en heb je nog niet opgeslagen? Dan vragen we eerst of je wilt opslaan, zonder opslaan wilt doorgaan of wilt annuleren. Zo raak je nooit per ongeluk werk kwijt.</p>
<p>Ben je lid van het team van een andere organisatie, professional of locatie? Dan vind je die ook in de rolwisselaar, onder het kopje van dat profiel.</p>`,
  },
  {
    title: 'Een evenement plaatsen',
    category: 'Evenementen',
    tags: ['evenement', 'plaatsen', 'organisatie'],
    featured: true,
    excerpt: 'Stap voor stap je evenement online zetten.',
    content: `<p>Met de rol organisatie plaats je evenementen via <strong>Dashboard → Evenementen → Nieuw evenement</strong>.</p>
<ol><li>Kies het hoofdtype (bijvoorbeeld dans, workshop of retraite) en een of meer subtypes.</li><li>Geef een duidelijke titel en een korte en lange beschrijving.</li><li>Vul datum, tijd en locatie in. Kies een locatie van Kring of typ zelf een adres; we zoeken de coördinaten erbij zodat je evenement op de kaart verschijnt.</li><li>Stel prijs of tickets in.</li><li>Voeg een afbeelding toe en kies <strong>Publiceren</strong> of <strong>Opslaan als concept</strong>.</li></ol>
<p>De startdatum moet in de toekomst liggen en de einddatum na de start. Een titel kan maar één keer voorkomen op Kring, zodat deelnemers evenementen niet door elkaar halen.</p>
<p>Met een standaard organisatie-abonnement plaats je tot tien evenementen per maand; met Premium is dat onbeperkt.</p>`,
  },
  {
    title: 'Tickets en prijzen instellen',
    category: 'Evenementen',
    tags: ['tickets', 'prijs', 'early bird'],
    excerpt: 'Gratis, één prijs of meerdere tickets zoals early bird en steunticket.',
    content: `<p>Bij elk evenement kies je hoe deelnemers betalen:</p>
<ul><li><strong>Gratis</strong>: laat de prijs op 0 staan. Op de kaart verschijnt dan het label “Gratis”.</li><li><strong>Eén prijs</strong>: vul een bedrag in euro’s in, exclusief btw.</li><li><strong>Meerdere tickets</strong>: maak bijvoorbeeld een early bird, een regulier ticket en een steunticket aan. Op de kaart tonen we dan “v.a.” met de laagste prijs.</li></ul>
<p>Je kunt een ticket op inactief zetten, bijvoorbeeld als de early bird is uitverkocht. Alleen actieve tickets tellen mee voor de “vanaf”-prijs. Prijzen zijn nooit negatief.</p>`,
  },
  {
    title: 'Terugkerende evenementen en lessenreeksen',
    category: 'Evenementen',
    tags: ['terugkerend', 'lessen', 'herhaling'],
    excerpt: 'Eén keer invoeren, elke week zichtbaar.',
    content: `<p>Geef je elke week les of organiseer je maandelijks een cirkel? Zet dan bij het evenement <strong>Herhaling</strong> aan.</p>
<p>Je kiest de frequentie (dagelijks, wekelijks, maandelijks of jaarlijks), het interval (bijvoorbeeld om de week) en wanneer de reeks stopt: nooit, na een aantal keer, of op een datum. Kring maakt de losse data automatisch aan.</p>
<p>Is een les voorbij, dan schuift het evenement vanzelf door naar de volgende datum. Zo staat je reeks altijd met de eerstvolgende les in de lijst.</p>`,
  },
  {
    title: 'Meerdaagse evenementen: programma en sprekers',
    category: 'Evenementen',
    tags: ['programma', 'sprekers', 'festival', 'retraite'],
    excerpt: 'Voeg een dagprogramma en een line-up toe aan je festival of retraite.',
    content: `<p>Voor festivals, retraites en opleidingen kun je een programma met onderdelen toevoegen. Per onderdeel geef je een titel, tijd en eventueel een zaal of veld op.</p>
<p>Daarnaast kun je sprekers of begeleiders toevoegen met naam, functie, organisatie, een korte bio en een foto. Je bepaalt zelf de volgorde van de line-up.</p>
<p>Deelnemers zien het programma per dag op de evenementpagina, met de sprekers eronder.</p>`,
  },
  {
    title: 'Een evenement annuleren, archiveren of verwijderen',
    category: 'Evenementen',
    tags: ['annuleren', 'prullenbak', 'status'],
    excerpt: 'Concept, gepubliceerd, geannuleerd, verlopen en de prullenbak.',
    content: `<p>Elk evenement heeft een status:</p>
<ul><li><strong>Concept</strong>: alleen zichtbaar voor jou en je team.</li><li><strong>Gepubliceerd</strong>: zichtbaar voor iedereen zolang de startdatum in de toekomst ligt.</li><li><strong>Geannuleerd</strong>: blijft zichtbaar met het label “Geannuleerd”, zodat deelnemers het weten.</li><li><strong>Verlopen</strong>: de datum is voorbij; dit gebeurt automatisch.</li></ul>
<p>Verwijder je een evenement, dan gaat het eerst naar de prullenbak. Vanuit de prullenbak kun je het terugzetten of definitief verwijderen.</p>`,
  },
  {
    title: 'Evenementen zoeken met filters en de kaart',
    category: 'Evenementen',
    tags: ['zoeken', 'filters', 'kaart'],
    excerpt: 'Vind precies wat je zoekt op type, datum, prijs en afstand.',
    content: `<p>Op de evenementenpagina filter je op hoofdtype en subtypes, datum, prijs (van 0 tot 500 euro of meer) en afstand tot een plaats of je eigen locatie. Standaard zoeken we binnen 25 kilometer.</p>
<p>Wissel tussen lijst en kaart met de knop bovenaan. Op de kaart zie je de evenementen in het gebied dat je bekijkt; sleep of zoom om verder te zoeken.</p>
<p>Heb je filters aangepast, dan verschijnt de knop <strong>Reset</strong> om alles terug te zetten. Je filters staan ook in de adresbalk, dus je kunt een zoekopdracht eenvoudig delen.</p>`,
  },
  {
    title: 'Evenementen opslaan als favoriet',
    category: 'Evenementen',
    tags: ['favorieten', 'opslaan'],
    excerpt: 'Bewaar evenementen en vind ze terug in je dashboard.',
    content: `<p>Klik op het hartje bij een evenement om het op te slaan. Je ziet dan de melding dat het evenement is toegevoegd aan je opgeslagen evenementen. Klik nog eens om het weer te verwijderen.</p>
<p>Je opgeslagen evenementen vind je onder <strong>Dashboard → Opgeslagen</strong>. Om evenementen op te slaan moet je ingelogd zijn.</p>`,
  },
  {
    title: 'Je profiel invullen',
    category: 'Aan de slag',
    tags: ['profiel', 'foto', 'bio'],
    excerpt: 'Een volledig profiel maakt het makkelijker om elkaar te vinden.',
    content: `<p>Via <strong>Dashboard → Profiel</strong> vul je je naam, gebruikersnaam, woonplaats, een korte bio en je interesses in. Je gebruikersnaam is uniek op Kring.</p>
<p>Een profielfoto is niet verplicht, maar helpt anderen je te herkennen. Zonder foto tonen we je initialen.</p>
<p>Je kiest zelf of je profiel zichtbaar is in het ledenoverzicht. Nieuwe leden krijgen de eerste zes maanden het label “Nieuw lid”.</p>`,
  },
];
