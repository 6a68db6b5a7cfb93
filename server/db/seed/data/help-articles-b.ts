import type { HelpArticleInput } from './help';

export const HELP_ARTICLES_B: readonly HelpArticleInput[] = [
  {
    title: 'Een locatie aanbieden',
    category: 'Locaties',
    tags: ['locatie', 'verhuur', 'foto’s'],
    excerpt: 'Zet je ruimte op Kring en bereik organisatoren en begeleiders.',
    content: `<p>Met de rol locatie maak je een locatieprofiel aan via <strong>Dashboard → Locatie</strong>. Per account kun je één locatieprofiel hebben.</p>
<p>Beschrijf je ruimte, kies het type (bijvoorbeeld yogastudio, retraitecentrum of boerderij) en vul capaciteit, dagprijs, voorzieningen, technische uitrusting en toegankelijkheid in.</p>
<p>Je kunt tot twintig foto’s toevoegen aan je galerij. Kies een sterke omslagfoto: die zien organisatoren als eerste.</p>`,
  },
  {
    title: 'Beschikbaarheid en boekingsaanvragen',
    category: 'Locaties',
    tags: ['beschikbaarheid', 'boekingen', 'agenda'],
    excerpt: 'Houd je agenda bij en beantwoord aanvragen.',
    content: `<p>In je locatiedashboard zie je een agenda waarin je per dag aangeeft of je ruimte beschikbaar is. Organisatoren zien dat op je locatiepagina.</p>
<p>Doet iemand een boekingsaanvraag, dan krijg je een melding. Je kunt de aanvraag accepteren of afwijzen en eventueel een bericht terugsturen.</p>`,
  },
  {
    title: 'Een professioneel profiel en diensten',
    category: 'Professionals',
    tags: ['professional', 'diensten', 'profiel'],
    excerpt: 'Laat zien wie je bent en wat je aanbiedt.',
    content: `<p>Als professional maak je één professioneel profiel aan met je bedrijfsnaam, titel, werkplaats, specialisaties en een persoonlijke bio.</p>
<p>Daarnaast voeg je diensten toe, met een prijs per sessie, per uur of een vaste prijs, de duur in minuten en of de dienst online, op locatie of allebei plaatsvindt. Met het standaardabonnement bied je tot vijf diensten aan; met Premium onbeperkt.</p>
<p>Geef bij elke dienst een heldere beschrijving: wat gebeurt er, voor wie is het en wat levert het op?</p>`,
  },
  {
    title: 'Reviews schrijven en beantwoorden',
    category: 'Community',
    tags: ['reviews', 'beoordelingen'],
    excerpt: 'Deel je ervaring en reageer als organisator op feedback.',
    content: `<p>Na een evenement of sessie kun je een review schrijven over de organisatie, locatie of professional. Geef een waardering van één tot vijf sterren en vertel wat je ervaring was.</p>
<p>Organisaties, locaties en professionals kunnen op reviews reageren. Een vriendelijke, inhoudelijke reactie laat zien dat je feedback serieus neemt.</p>
<p>Klopt een review niet of is hij kwetsend? Meld hem dan; ons team bekijkt elke melding.</p>`,
  },
  {
    title: 'Werken met een team',
    category: 'Organisaties & teams',
    tags: ['team', 'uitnodigen', 'samenwerken'],
    excerpt: 'Nodig collega’s uit om samen evenementen te beheren.',
    content: `<p>Organisaties, locaties en professionals kunnen teamleden uitnodigen. Teamleden kunnen evenementen bewerken en het profiel mee beheren, zonder dat ze je inloggegevens nodig hebben.</p>
<p>Ga naar <strong>Dashboard → Team</strong> en nodig iemand uit met zijn of haar e-mailadres. Na het accepteren verschijnt jouw profiel in de rolwisselaar van dat teamlid.</p>
<p>Let op: wie lid is van het team van een organisatie, kan zelf geen nieuwe organisatieprofielen aanmaken.</p>`,
  },
  {
    title: 'Abonnementen en prijzen',
    category: 'Abonnementen & betalen',
    tags: ['prijzen', 'abonnement', 'combinatie'],
    excerpt: 'Een overzicht van alle abonnementen en looptijden.',
    content: `<p>Alle prijzen zijn in euro’s, exclusief btw. Per jaar betaal je:</p>
<ul><li>Deelnemer: € 14</li><li>Organisatie: € 80 (Premium: € 115)</li><li>Professional: € 90 (Premium: € 125)</li><li>Locatie: € 100</li></ul>
<p>Je kunt ook kiezen voor zes maanden of twee jaar. Heb je meerdere rollen nodig, kies dan een combinatie-abonnement: dat is voordeliger dan losse abonnementen. Op de prijzenpagina zie je precies hoeveel je bespaart.</p>`,
  },
  {
    title: 'Je abonnement opzeggen, wijzigen of heractiveren',
    category: 'Abonnementen & betalen',
    tags: ['opzeggen', 'wijzigen', 'abonnement'],
    excerpt: 'Je abonnement beheren vanuit je dashboard.',
    content: `<p>Via <strong>Dashboard → Abonnement</strong> beheer je je abonnement. Zeg je op, dan loopt je abonnement door tot het einde van de betaalde periode en zie je de melding “Abonnement geannuleerd”.</p>
<p>Bedenk je je, dan kun je tot het einde van de periode heractiveren. Wil je van looptijd of abonnement wisselen, kies dan “Wijzigen”; het verschil wordt naar rato verrekend.</p>`,
  },
  {
    title: 'Facturen bekijken en downloaden',
    category: 'Abonnementen & betalen',
    tags: ['facturen', 'btw', 'administratie'],
    excerpt: 'Al je facturen op één plek.',
    content: `<p>Je facturen vind je onder <strong>Dashboard → Betalingen</strong>. Per factuur zie je het factuurnummer, de datum, het bedrag exclusief en inclusief btw en de status.</p>
<p>Heb je je factuur nodig op een andere bedrijfsnaam of met een btw-nummer? Pas dan eerst je factuurgegevens aan; nieuwe facturen worden daarna op de juiste naam gezet.</p>`,
  },
  {
    title: 'Tweestapsverificatie (2FA) instellen',
    category: 'Account & beveiliging',
    tags: ['2fa', 'beveiliging', 'authenticator'],
    featured: true,
    excerpt: 'Beveilig je account met een code uit een authenticator-app.',
    content: `<p>Met tweestapsverificatie heb je naast je wachtwoord ook een code van je telefoon nodig om in te loggen. Zo blijft je account veilig, ook als iemand je wachtwoord kent.</p>
<ol><li>Installeer een authenticator-app op je telefoon.</li><li>Ga naar <strong>Dashboard → Instellingen → Beveiliging</strong> en kies “Tweestapsverificatie aanzetten”.</li><li>Scan de QR-code met je app en vul de code van zes cijfers in.</li><li>Bewaar je herstelcodes op een veilige plek.</li></ol>
<p>Krijg je de melding dat de code onjuist is? Controleer dan of de tijd op je telefoon automatisch wordt ingesteld.</p>`,
  },
  {
    title: 'Wachtwoord vergeten',
    category: 'Account & beveiliging',
    tags: ['wachtwoord', 'inloggen'],
    excerpt: 'Zo stel je een nieuw wachtwoord in.',
    content: `<p>Klik op het inlogscherm op <strong>Wachtwoord vergeten</strong> en vul je e-mailadres in. Je ontvangt binnen enkele minuten een link om een nieuw wachtwoord in te stellen.</p>
<p>De link is een beperkte tijd geldig. Werkt hij niet meer, vraag dan een nieuwe aan. Kies een wachtwoord dat je nergens anders gebruikt.</p>`,
  },
  {
    title: 'Privacy: welke gegevens bewaren we?',
    category: 'Privacy',
    tags: ['privacy', 'avg', 'gegevens'],
    excerpt: 'Wat we opslaan, waarom, en hoe je het laat verwijderen.',
    content: `<p>We bewaren alleen wat nodig is om Kring te laten werken: je accountgegevens, je profiel, de evenementen en diensten die je plaatst, je favorieten en je berichten. Betaalgegevens worden verwerkt door onze betaalprovider; wij zien geen volledige kaartnummers.</p>
<p>Je kunt je gegevens altijd inzien en aanpassen in je dashboard. Wil je je account laten verwijderen, neem dan contact met ons op; we verwijderen je gegevens binnen dertig dagen, behalve wat we wettelijk moeten bewaren, zoals facturen.</p>
<p>Cookies gebruiken we alleen met jouw toestemming, behalve de cookies die nodig zijn om in te loggen.</p>`,
  },
  {
    title: 'Meldingen en berichten',
    category: 'Community',
    tags: ['meldingen', 'berichten', 'notificaties'],
    excerpt: 'Blijf op de hoogte van reacties, boekingen en nieuwe evenementen.',
    content: `<p>Via het belletje bovenin zie je je meldingen, bijvoorbeeld als iemand reageert op je forumtopic, een review schrijft of als een organisator die je volgt een nieuw evenement plaatst.</p>
<p>Je kunt meldingen één voor één of allemaal tegelijk als gelezen markeren. Berichten van andere leden vind je onder <strong>Berichten</strong>.</p>`,
  },
  {
    title: 'Het forum: huisregels en tips',
    category: 'Community',
    tags: ['forum', 'huisregels'],
    excerpt: 'Zo houden we het forum warm, veilig en nuttig.',
    content: `<p>Het forum is een plek om ervaringen te delen, vragen te stellen en elkaar te helpen. Lezen kan iedereen; om een topic te starten of te reageren moet je ingelogd zijn.</p>
<ul><li>Spreek vanuit jezelf en respecteer andere ervaringen.</li><li>Geen medische claims of adviezen die professionele hulp vervangen.</li><li>Eigen aanbod promoten doe je in de categorie voor organisatoren en professionals.</li></ul>
<p>Moderatoren kunnen topics sluiten als een vraag beantwoord is of een discussie uit de hand loopt.</p>`,
  },
];
