import type { EventSeed } from './types.ts';

export const events: EventSeed[] = [
  {
    uid: 'bratislava-java-meetup-42',
    price: 0,
    language: 'sk',
    name: 'Bratislava Java Meetup #42: Virtuálne vlákna v produkcii',
    description:
      'Virtuálne vlákna sú od Javy 21 plnohodnotnou súčasťou platformy, no ich nasadenie do produkcie prináša otázky, na ktoré dokumentácia neodpovedá. Dvaja prednášajúci z bratislavských fintech projektov ukážu, ako prešli zo štandardného thread poolu na virtuálne vlákna v službách so Spring Bootom, kde narazili na pinning v synchronizovaných blokoch a ako upravili monitoring. Druhá prednáška sa venuje štruktúrovanej súbežnosti a tomu, kedy sa ju oplatí vyskúšať už dnes. Po prednáškach nasleduje neformálna diskusia pri pizzi. Vstup je voľný, kapacita sály je však 80 miest, preto prosíme o registráciu.',
    isOnline: false,
    url: 'https://jug-bratislava.example.sk/meetup-42',
    startInDays: -45,
    startHour: 18,
    durationHours: 3,
    organizer: {
      name: 'Java User Group Bratislava',
      url: 'https://jug-bratislava.example.sk',
      description:
        'Komunita javistov v Bratislave, ktorá organizuje pravidelné večerné stretnutia s prednáškami, live codingom a diskusiou.',
    },
    location: { name: 'Tech Hub Nivy, Bratislava' },
  },
  {
    uid: 'kosice-it-job-fair',
    price: 0,
    language: 'sk',
    name: 'IT veľtrh práce Košice',
    description:
      'Najväčšie stretnutie zamestnávateľov a IT špecialistov na východnom Slovensku. Na jednom mieste sa predstaví viac ako 40 firiem – od medzinárodných IT centier cez softvérové domy až po startupy – s ponukami pre vývojárov, testerov, administrátorov aj študentov. Okrem stánkov je pripravený program krátkych prednášok o kariérnom raste, práci na živnosť a o tom, čo zamestnávatelia očakávajú od absolventov. Recruiteri Kariéra IT vám na mieste bezplatne skontrolujú životopis a poradia, ako ho upraviť pre konkrétne pozície. Vstup je zdarma, odporúčame priniesť si CV v tlačenej aj elektronickej podobe.',
    isOnline: false,
    url: 'https://itforum-vychod.example.sk/veltrh-prace',
    startInDays: 21,
    startHour: 10,
    durationHours: 6,
    organizer: {
      name: 'IT Fórum Východ',
      url: 'https://itforum-vychod.example.sk',
      description:
        'Združenie firiem, univerzít a stredných škôl z východného Slovenska, ktoré podporuje rozvoj IT komunity v regióne.',
    },
    location: { name: 'Kulturpark, Košice' },
  },
  {
    uid: 'zilina-playwright-workshop',
    price: 49,
    language: 'sk',
    name: 'Workshop: Automatizované testovanie API a UI s Playwrightom',
    description:
      'Štvorhodinový praktický workshop pre testerov, ktorí chcú prejsť od manuálneho testovania k automatizácii alebo doplniť skúsenosti so Seleniom o moderný nástroj. Spoločne napíšeme testy REST API aj používateľského rozhrania v Playwrighte s TypeScriptom, usporiadame ich podľa vzoru page object a spustíme ich v GitHub Actions. Ukážeme, ako pracovať s testovacími dátami, ako písať stabilné lokátory a ako čítať trace pri zlyhaní testu. Potrebujete vlastný notebook s nainštalovaným Node.js a editorom kódu. Základná znalosť JavaScriptu je výhodou, nie podmienkou. Kapacita je obmedzená na 20 účastníkov.',
    isOnline: false,
    url: 'https://qa-zilina.example.sk/workshopy/playwright',
    ticketUrl: 'https://qa-zilina.example.sk/workshopy/playwright/registracia',
    startInDays: 9,
    startHour: 9,
    durationHours: 4,
    organizer: {
      name: 'QA komunita Žilina',
      url: 'https://qa-zilina.example.sk',
      description:
        'Neformálna skupina testerov zo Žiliny a okolia, ktorá organizuje praktické workshopy a stretnutia o kvalite softvéru.',
    },
    location: { name: 'Coworking Mariánske námestie, Žilina' },
  },
  {
    uid: 'vienna-data-engineering-summit',
    price: 349.9,
    language: 'de',
    name: 'Data Engineering Summit Wien',
    description:
      'Der eintägige Summit richtet sich an Data Engineers, Architektinnen und Architekten sowie Verantwortliche für Datenplattformen in Unternehmen. In zwei parallelen Tracks geht es um den Betrieb großer Data Warehouses, die Migration von Oracle zu PostgreSQL und in die Cloud, Datenqualität in regulierten Branchen sowie Streaming mit Apache Kafka. Ein Schwerpunkt liegt auf Praxisberichten aus Infrastruktur, Energiewirtschaft und öffentlicher Verwaltung. Kariéra IT Software berichtet in einem Vortrag über den Aufbau eines Data Warehouse mit rund 5 TB Daten zum Gleiszustand. Die Vorträge finden auf Deutsch und Englisch statt. Frühbuchertickets sind bis vier Wochen vor der Veranstaltung erhältlich.',
    isOnline: false,
    url: 'https://data-summit.example.at',
    ticketUrl: 'https://data-summit.example.at/tickets',
    startInDays: 40,
    startHour: 9,
    durationHours: 9,
    organizer: {
      name: 'Datenplattform Austria',
      url: 'https://datenplattform.example.at',
      description:
        'Gemeinnütziger Verein, der Datenfachleute aus Österreich und den Nachbarländern vernetzt und jährlich den Data Engineering Summit ausrichtet.',
    },
    location: { name: 'Kongresszentrum am Donaukanal, Wien' },
  },
  {
    uid: 'webinar-kontraktor-dane-odvody-zmluvy',
    language: 'sk',
    name: 'Webinár: Kontraktor na Slovensku – dane, odvody a zmluvy',
    description:
      'Webinár pre vývojárov a testerov, ktorí zvažujú prechod zo zamestnania na kontrakt alebo už na živnosť pracujú a chcú si v pravidlách urobiť poriadok. Prejdeme rozdiely medzi živnosťou a s.r.o., paušálne výdavky, zdravotné a sociálne odvody v prvom a druhom roku podnikania a registráciu na DPH pri práci pre zahraničných klientov. V druhej časti sa pozrieme na zmluvy: čo by mala obsahovať rámcová zmluva s agentúrou, ako sa dohodnúť na výpovednej lehote a kto zodpovedá za škodu. Hosťom je účtovníčka, ktorá sa dlhodobo venuje IT živnostníkom. Záznam dostanú všetci registrovaní účastníci e-mailom.',
    isOnline: true,
    url: 'https://kariera-it.example.sk/webinare/kontraktor-dane-odvody-zmluvy',
    startInDays: -12,
    startHour: 17,
    durationHours: 2,
    organizer: {
      name: 'Kariéra IT',
      url: 'https://kariera-it.example.sk',
      description:
        'Kariérny portál a personálna agentúra pre IT špecialistov so sídlom v Bratislave, ktorá obsadzuje projekty na Slovensku aj v Rakúsku.',
    },
  },
  {
    uid: 'remote-work-across-borders-dach',
    language: 'en',
    name: 'Remote Work Across Borders: Contracting for Austrian and German Clients',
    description:
      'Working remotely for a client in Vienna or Munich while living in Bratislava or Brno is common, but the contracts, VAT and social security rules are often misunderstood. In this online session, a contractor with ten years of projects in German-speaking countries and a cross-border tax adviser walk through a typical set-up: invoicing under the reverse-charge mechanism, when an A1 certificate is needed, how to avoid being classed as a disguised employee, and what to negotiate in the contract besides the day rate. The last 30 minutes are reserved for your questions. The session is held in English and recorded for registered participants.',
    isOnline: true,
    url: 'https://cee-contractors.example.com/events/remote-work-across-borders',
    ticketUrl: 'https://cee-contractors.example.com/events/remote-work-across-borders/register',
    startInDays: 5,
    startHour: 18,
    durationHours: 2,
    organizer: {
      name: 'CEE Contractors Network',
      url: 'https://cee-contractors.example.com',
      description:
        'An independent network of freelance software engineers from Central and Eastern Europe that shares know-how on contracts, taxes and rates.',
    },
  },
  {
    uid: 'kosice-frontend-meetup-react-server-components',
    language: 'en',
    name: 'Košice Frontend Meetup: React Server Components in Practice',
    description:
      'Our spring meetup looks at React Server Components after a year of production use. The first talk compares a classic single-page application with a server-rendered version of the same product catalogue and shows what changed in bundle size, data fetching and caching. The second talk covers the less glamorous part: error handling, authentication and testing when part of your component tree runs on the server. Both speakers have shipped these changes in products used across Central Europe and will share code, not just slides. The meetup is held in English, entry is free, and drinks are provided by the host.',
    isOnline: false,
    url: 'https://frontend-kosice.example.com/meetups/react-server-components',
    startInDays: 14,
    startHour: 18,
    durationHours: 3,
    organizer: {
      name: 'Frontend Košice',
      url: 'https://frontend-kosice.example.com',
      description:
        'A volunteer-run meetup for front-end developers in eastern Slovakia, held in English every other month.',
    },
    location: { name: 'Coworking Hlavná, Košice' },
    canceled: true,
  },
  {
    uid: 'kotlin-abend-wien-multiplatform',
    language: 'de',
    name: 'Kotlin-Abend Wien: Multiplatform im Unternehmenseinsatz',
    description:
      'Kotlin Multiplatform gilt seit Ende 2023 als stabil – doch wie bewährt es sich in echten Unternehmensprojekten? Im ersten Vortrag zeigt ein Team aus Bratislava, wie es die Geschäftslogik einer Android-App für die Inbetriebnahme technischer Anlagen mit einer iOS-Version teilt und welche Teile bewusst plattformspezifisch bleiben. Der zweite Vortrag widmet sich Compose Multiplatform für Desktop-Werkzeuge im Außendienst. Anschließend bleibt Zeit für Fragen und Gespräche bei Getränken. Die Vorträge werden auf Deutsch gehalten, die Folien sind auf Englisch. Der Eintritt ist frei, um Anmeldung wird gebeten.',
    isOnline: false,
    url: 'https://kotlin-wien.example.at/treffen/multiplatform',
    startInDays: -70,
    startHour: 18,
    durationHours: 3,
    organizer: {
      name: 'Kotlin User Group Wien',
      url: 'https://kotlin-wien.example.at',
      description:
        'Die Kotlin-Community in Wien trifft sich regelmäßig zu Vorträgen, Live-Coding und Erfahrungsaustausch.',
    },
    location: { name: 'Coworking Space Wieden, Wien' },
  },
];
