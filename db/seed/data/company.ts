import type { CaseStudySeed, ServiceSeed } from './types.ts';

export const services: ServiceSeed[] = [
  {
    slug: 'custom-software-development',
    title: {
      sk: 'Vývoj softvéru na mieru',
      en: 'Custom software development',
      de: 'Individuelle Softwareentwicklung',
    },
    summary: {
      sk: 'Navrhneme, vyvinieme a dlhodobo prevádzkujeme podnikové aplikácie – od analýzy požiadaviek až po podporu v produkcii.',
      en: 'We design, build and run business applications for the long term, from requirements analysis to production support.',
      de: 'Wir konzipieren, entwickeln und betreiben Unternehmensanwendungen langfristig – von der Anforderungsanalyse bis zum Support im Produktivbetrieb.',
    },
    body: {
      sk: [
        'Vyvíjame informačné systémy pre správcov infraštruktúry, verejnú správu, energetiku, telekomunikácie a zdravotníctvo. Projekty preberáme celé – od analýzy a návrhu architektúry cez vývoj a testovanie až po nasadenie a prevádzku.',
        'Pracujeme s overenými technológiami: Java a Spring, .NET, Kotlin, React a Angular, Oracle a PostgreSQL. Technológie vyberáme podľa toho, kto bude systém prevádzkovať o desať rokov, nie podľa aktuálnych trendov.',
        'Každý projekt má stabilný tím s analytikom, architektom a testerom. Funkčné výsledky vidíte každé dva týždne a máte prístup k repozitáru, backlogu aj testovacím prostrediam.',
      ],
      en: [
        'We build information systems for infrastructure managers, public administration, energy, telecommunications and healthcare. We take projects end to end: analysis and architecture, development and testing, deployment and operation.',
        'We work with proven technologies: Java and Spring, .NET, Kotlin, React and Angular, Oracle and PostgreSQL. We choose the stack with the people who will run the system in ten years in mind, not the latest trend.',
        'Every project has a stable team with an analyst, an architect and a tester. You see working results every two weeks and have access to the repository, the backlog and the test environments.',
      ],
      de: [
        'Wir entwickeln Informationssysteme für Infrastrukturbetreiber, öffentliche Verwaltung, Energiewirtschaft, Telekommunikation und Gesundheitswesen. Wir übernehmen Projekte vollständig – von Analyse und Architektur über Entwicklung und Test bis zu Einführung und Betrieb.',
        'Wir setzen auf bewährte Technologien: Java und Spring, .NET, Kotlin, React und Angular, Oracle und PostgreSQL. Bei der Wahl der Technologie denken wir an die Menschen, die das System in zehn Jahren betreiben werden, nicht an kurzlebige Trends.',
        'Jedes Projekt hat ein festes Team mit Analyst, Architekt und Tester. Sie sehen alle zwei Wochen lauffähige Ergebnisse und haben Zugriff auf Repository, Backlog und Testumgebungen.',
      ],
    },
  },
  {
    slug: 'it-staffing',
    title: {
      sk: 'IT staffing a kontraktori',
      en: 'IT staffing and contractors',
      de: 'IT-Staffing und Freelancer',
    },
    summary: {
      sk: 'Doplníme váš tím o overených vývojárov, testerov a analytikov na kontrakt, zvyčajne do dvoch týždňov.',
      en: 'We strengthen your team with vetted developers, testers and analysts on contract, usually within two weeks.',
      de: 'Wir verstärken Ihr Team mit geprüften Entwicklern, Testern und Analysten auf Vertragsbasis – in der Regel innerhalb von zwei Wochen.',
    },
    body: {
      sk: [
        'V našej databáze je približne 12 000 IT špecialistov zo Slovenska, Česka a okolitých krajín. Kandidátov vyberajú recruiteri, ktorí rozumejú technológiám, a ich technickú úroveň overujú naši seniorní vývojári ešte pred prvým stretnutím s vami.',
        'Kontraktor pracuje vo vašom tíme, podľa vašich procesov a s vašimi nástrojmi. Zmluvy, fakturáciu a administratívu riešime my, vy dostanete jednu faktúru mesačne podľa odpracovaných človekodní.',
        'Ak spolupráca z akéhokoľvek dôvodu nefunguje, nájdeme náhradu bez ďalších poplatkov. Väčšina našich kontraktorov zostáva na projekte dlhšie ako rok.',
      ],
      en: [
        'Our database holds around 12,000 IT specialists from Slovakia, the Czech Republic and neighbouring countries. Candidates are selected by recruiters who understand technology, and our senior developers check their technical level before you ever meet them.',
        'The contractor works in your team, follows your processes and uses your tools. We handle contracts, invoicing and administration; you receive a single monthly invoice based on the person-days worked.',
        'If the collaboration does not work out for any reason, we find a replacement at no extra cost. Most of our contractors stay on a project for more than a year.',
      ],
      de: [
        'Unsere Datenbank umfasst rund 12.000 IT-Fachkräfte aus der Slowakei, Tschechien und den Nachbarländern. Die Auswahl treffen Recruiter mit technischem Verständnis, und unsere Senior-Entwickler prüfen das fachliche Niveau, bevor Sie die Kandidaten kennenlernen.',
        'Der Freelancer arbeitet in Ihrem Team, nach Ihren Prozessen und mit Ihren Werkzeugen. Verträge, Abrechnung und Verwaltung übernehmen wir; Sie erhalten eine monatliche Rechnung nach geleisteten Personentagen.',
        'Passt die Zusammenarbeit aus irgendeinem Grund nicht, stellen wir ohne zusätzliche Kosten Ersatz. Die meisten unserer Freelancer bleiben länger als ein Jahr im Projekt.',
      ],
    },
  },
  {
    slug: 'dedicated-teams',
    title: {
      sk: 'Dedikované tímy od 35 ľudí',
      en: 'Dedicated teams of 35+ people',
      de: 'Dedizierte Teams ab 35 Personen',
    },
    summary: {
      sk: 'Postavíme celý vývojový tím alebo niekoľko tímov naraz – s vlastným vedením, procesmi a zastupiteľnosťou.',
      en: 'We assemble a complete development team, or several at once, with its own management, processes and cover.',
      de: 'Wir stellen ein komplettes Entwicklungsteam oder mehrere Teams gleichzeitig zusammen – mit eigener Führung, eigenen Prozessen und Vertretungsregelung.',
    },
    body: {
      sk: [
        'Pre veľké programy, migrácie a nové produkty zostavíme tím 35 a viac ľudí: vývojárov, testerov, analytikov, DevOps inžinierov a scrum masterov. Prvých desať ľudí dokáže nastúpiť v priebehu niekoľkých týždňov, ďalších dopĺňame postupne podľa plánu projektu.',
        'Tím má vlastného delivery manažéra, ktorý zodpovedá za kapacity, nábor, zastupiteľnosť a reporting. Vy riadite obsah a priority, o personálnu stránku sa starať nemusíte.',
        'Tímy pracujú z Bratislavy, Košíc a Žiliny alebo na diaľku, s pravidelnou prítomnosťou u zákazníka. Vďaka rovnakej časovej zóne a znalosti nemčiny a angličtiny spolupracujeme aj s klientmi v Rakúsku a Nemecku.',
      ],
      en: [
        'For large programmes, migrations and new products we assemble teams of 35 people or more: developers, testers, analysts, DevOps engineers and scrum masters. The first ten people can usually start within a few weeks, and the rest of the team grows in line with the project plan.',
        'Each team has its own delivery manager, who is responsible for capacity, hiring, cover and reporting. You steer the scope and priorities; you do not need to worry about staffing.',
        'Teams work from Bratislava, Košice and Žilina or remotely, with regular time on site. Thanks to the shared time zone and German- and English-speaking staff, we also work with clients in Austria and Germany.',
      ],
      de: [
        'Für große Programme, Migrationen und neue Produkte stellen wir Teams mit 35 und mehr Personen zusammen: Entwickler, Tester, Analysten, DevOps-Engineers und Scrum Master. Die ersten zehn Personen können meist innerhalb weniger Wochen starten, der Rest des Teams wächst entsprechend dem Projektplan.',
        'Jedes Team hat einen eigenen Delivery Manager, der für Kapazitäten, Recruiting, Vertretung und Reporting verantwortlich ist. Sie steuern Inhalte und Prioritäten – um die personelle Seite müssen Sie sich nicht kümmern.',
        'Die Teams arbeiten von Bratislava, Košice und Žilina aus oder remote, mit regelmäßiger Präsenz beim Kunden. Dank gleicher Zeitzone und guter Deutsch- und Englischkenntnisse arbeiten wir auch mit Kunden in Österreich und Deutschland zusammen.',
      ],
    },
  },
  {
    slug: 'data-warehousing-analytics',
    title: {
      sk: 'Dátové sklady a analytika',
      en: 'Data warehousing and analytics',
      de: 'Data Warehousing und Analytik',
    },
    summary: {
      sk: 'Spojíme údaje z rôznych systémov do spoľahlivého dátového skladu a sprístupníme ich ľuďom, ktorí na ich základe rozhodujú.',
      en: 'We bring data from many systems together in a reliable data warehouse and put it in the hands of the people who make decisions with it.',
      de: 'Wir führen Daten aus verschiedenen Systemen in einem zuverlässigen Data Warehouse zusammen und machen sie für die Menschen nutzbar, die auf ihrer Grundlage entscheiden.',
    },
    body: {
      sk: [
        'Navrhujeme a budujeme dátové sklady od dátového modelu cez ETL procesy až po reporty a dashboardy. Najväčší z nich obsahuje približne 5 TB údajov o stave železničných tratí a denne s ním pracujú desiatky inžinierov údržby.',
        'Dbáme na kvalitu údajov: každý import prechádza kontrolami, ktorých výsledky vidí aj zákazník. Historické údaje uchovávame tak, aby sa dali kedykoľvek prepočítať podľa nových pravidiel.',
        'Pracujeme s Oracle, PostgreSQL a Microsoft SQL Serverom, na transformácie používame PL/SQL, Python a Apache Airflow, na vizualizáciu Power BI alebo webové aplikácie na mieru.',
      ],
      en: [
        'We design and build data warehouses, from the data model and ETL processes to reports and dashboards. The largest holds about 5 TB of track condition data and is used daily by dozens of maintenance engineers.',
        'We take data quality seriously: every load runs through checks whose results the client can see. We keep historical data in a form that can be recalculated at any time when the rules change.',
        'We work with Oracle, PostgreSQL and Microsoft SQL Server, use PL/SQL, Python and Apache Airflow for transformations, and Power BI or custom web applications for visualisation.',
      ],
      de: [
        'Wir konzipieren und bauen Data Warehouses – vom Datenmodell über ETL-Prozesse bis zu Berichten und Dashboards. Das größte umfasst rund 5 TB Daten zum Gleiszustand und wird täglich von Dutzenden Instandhaltungsingenieuren genutzt.',
        'Datenqualität hat für uns Priorität: Jeder Import durchläuft Prüfungen, deren Ergebnisse auch der Kunde sieht. Historische Daten speichern wir so, dass sie bei geänderten Regeln jederzeit neu berechnet werden können.',
        'Wir arbeiten mit Oracle, PostgreSQL und Microsoft SQL Server, nutzen PL/SQL, Python und Apache Airflow für Transformationen sowie Power BI oder individuelle Webanwendungen für die Visualisierung.',
      ],
    },
  },
  {
    slug: 'qa-test-automation',
    title: {
      sk: 'Testovanie a automatizácia testov',
      en: 'QA and test automation',
      de: 'Qualitätssicherung und Testautomatisierung',
    },
    summary: {
      sk: 'Nastavíme stratégiu testovania, zautomatizujeme regresné testy a pomôžeme vám nasadzovať častejšie a s menším rizikom.',
      en: 'We set up a test strategy, automate regression testing and help you release more often with less risk.',
      de: 'Wir entwickeln eine Teststrategie, automatisieren Regressionstests und helfen Ihnen, häufiger und mit weniger Risiko zu releasen.',
    },
    body: {
      sk: [
        'Začíname auditom: pozrieme sa na existujúce testy, proces nasadzovania a najčastejšie chyby v produkcii. Výsledkom je stratégia testovania s jasnými prioritami – čo automatizovať, čo testovať manuálne a čo netestovať vôbec.',
        'Automatizované testy píšeme v Playwrighte, Seleniu, REST Assured alebo pytest a zaraďujeme ich do vašej CI pipeline. Pri systémoch s vysokou záťažou pripravíme výkonnostné testy v JMeteri alebo Gatlingu.',
        'Testerov vieme poskytnúť aj ako posilu vášho tímu – od manuálnych testerov s certifikátom ISTQB až po test automation inžinierov a test leadov.',
      ],
      en: [
        'We start with an audit of your existing tests, release process and most frequent production defects. The outcome is a test strategy with clear priorities: what to automate, what to test manually and what not to test at all.',
        'We write automated tests in Playwright, Selenium, REST Assured or pytest and integrate them into your CI pipeline. For high-load systems we prepare performance tests in JMeter or Gatling.',
        'We can also provide testers to strengthen your own team, from ISTQB-certified manual testers to test automation engineers and test leads.',
      ],
      de: [
        'Wir beginnen mit einem Audit Ihrer bestehenden Tests, Ihres Release-Prozesses und der häufigsten Fehler im Produktivbetrieb. Das Ergebnis ist eine Teststrategie mit klaren Prioritäten: was automatisiert, was manuell und was gar nicht getestet wird.',
        'Automatisierte Tests schreiben wir mit Playwright, Selenium, REST Assured oder pytest und binden sie in Ihre CI-Pipeline ein. Für Systeme unter hoher Last erstellen wir Performancetests mit JMeter oder Gatling.',
        'Auf Wunsch verstärken wir Ihr Team auch mit Testern – von ISTQB-zertifizierten manuellen Testern bis zu Testautomatisierern und Testmanagern.',
      ],
    },
  },
];

export const caseStudies: CaseStudySeed[] = [
  {
    slug: 'rail-defect-data-warehouse',
    title: {
      sk: 'Dátový sklad porúch železničných tratí',
      en: 'Rail defect data warehouse',
      de: 'Data Warehouse für Schienenfehler',
    },
    client: {
      sk: 'Národný správca železničnej infraštruktúry',
      en: 'National railway infrastructure manager',
      de: 'Nationaler Eisenbahninfrastrukturbetreiber',
    },
    summary: {
      sk: 'Centrálny dátový sklad, ktorý spája výsledky ultrazvukovej defektoskopie koľajníc a meraní geometrie koľaje z celej siete, aby sa údržba dala plánovať podľa skutočného stavu tratí.',
      en: 'A central data warehouse that combines ultrasonic rail inspections and track geometry measurements from the whole network, so that maintenance can be planned according to the actual condition of the track.',
      de: 'Ein zentrales Data Warehouse, das Ultraschallprüfungen der Schienen und Gleisgeometriemessungen aus dem gesamten Netz zusammenführt, damit die Instandhaltung nach dem tatsächlichen Zustand der Strecken geplant werden kann.',
    },
    challenge: {
      sk: 'Výsledky meraní z diagnostických vozidiel boli uložené v niekoľkých oddelených systémoch a v rôznych formátoch. Sledovať vývoj konkrétnej poruchy v čase bolo takmer nemožné, pretože sa po rekonštrukciách menilo kilometrovanie tratí. Údržba sa preto plánovala skôr podľa pevných intervalov ako podľa skutočného stavu.',
      en: 'Results from inspection vehicles were stored in several separate systems and formats. Tracking how a particular defect developed over time was almost impossible, because kilometre positions changed after every reconstruction. Maintenance was therefore planned by fixed intervals rather than by actual condition.',
      de: 'Die Ergebnisse der Messfahrzeuge lagen in mehreren getrennten Systemen und Formaten vor. Die Entwicklung eines bestimmten Fehlers über die Zeit zu verfolgen, war nahezu unmöglich, weil sich die Kilometrierung nach Umbauten änderte. Die Instandhaltung wurde daher eher nach festen Intervallen als nach dem tatsächlichen Zustand geplant.',
    },
    solution: {
      sk: 'Navrhli sme lokalizačný model, ktorý priradí každé meranie k stabilnej polohe v sieti aj po zmene kilometrovania. Dátový sklad v Oracle je rozdelený na partície podľa dátumu merania a trate, nočné importy vymieňajú celé partície a surové údaje sa uchovávajú popri klasifikovaných poruchách. Inžinieri pracujú s webovou aplikáciou v Angulari s mapou, trendmi a exportmi.',
      en: 'We designed a location model that maps every measurement to a stable position on the network, even after kilometre positions change. The Oracle data warehouse is partitioned by measurement date and line, nightly loads exchange whole partitions, and raw data is kept alongside the classified defects. Engineers work in an Angular web application with maps, trends and exports.',
      de: 'Wir haben ein Verortungsmodell entworfen, das jede Messung auch nach einer Änderung der Kilometrierung einer stabilen Position im Netz zuordnet. Das Data Warehouse in Oracle ist nach Messdatum und Strecke partitioniert, nächtliche Ladeläufe tauschen ganze Partitionen aus, und die Rohdaten werden neben den klassifizierten Fehlern aufbewahrt. Die Ingenieure arbeiten mit einer Angular-Webanwendung mit Karten, Trends und Exporten.',
    },
    result: {
      sk: 'Sklad dnes obsahuje približne 5 TB údajov o stave tratí a je jediným zdrojom pravdy pre plánovanie údržby. Vyhodnotenie meracieho behu, ktoré kedysi trvalo dni, je hotové do rána po meraní. Pri zmene pravidiel klasifikácie vieme prepočítať celú históriu.',
      en: 'The warehouse now holds about 5 TB of track condition data and is the single source of truth for maintenance planning. Evaluating an inspection run, which used to take days, is finished by the morning after the measurement. When classification rules change, the entire history can be recalculated.',
      de: 'Das Warehouse enthält heute rund 5 TB Daten zum Gleiszustand und ist die maßgebliche Quelle für die Instandhaltungsplanung. Die Auswertung einer Messfahrt, die früher Tage dauerte, liegt am Morgen nach der Messung vor. Ändern sich die Klassifizierungsregeln, lässt sich die gesamte Historie neu berechnen.',
    },
    technologies: ['Java', 'Spring Boot', 'Oracle', 'PL/SQL', 'Angular', 'OpenLayers'],
    facts: [
      {
        value: '5 TB',
        label: { sk: 'údajov o stave tratí', en: 'of track condition data', de: 'Daten zum Gleiszustand' },
      },
      {
        value: '15+',
        label: { sk: 'rokov histórie meraní', en: 'years of inspection history', de: 'Jahre Messhistorie' },
      },
      {
        value: '< 12 h',
        label: {
          sk: 'od merania po vyhodnotenie',
          en: 'from inspection run to evaluation',
          de: 'von der Messfahrt bis zur Auswertung',
        },
      },
    ],
  },
  {
    slug: 'android-commissioning-app',
    title: {
      sk: 'Android aplikácia na uvádzanie zariadení do prevádzky',
      en: 'Android commissioning app',
      de: 'Android-App für die Inbetriebnahme',
    },
    client: {
      sk: 'Medzinárodný dodávateľ technických zariadení budov',
      en: 'International supplier of building technology systems',
      de: 'Internationaler Anbieter von Gebäudetechnik',
    },
    summary: {
      sk: 'Mobilná aplikácia, s ktorou servisní technici uvádzajú do prevádzky vykurovacie a vzduchotechnické zariadenia, vypĺňajú protokoly a odovzdávajú ich zákazníkovi priamo na mieste.',
      en: 'A mobile app that service technicians use to commission heating and ventilation equipment, fill in commissioning reports and hand them over to the customer on site.',
      de: 'Eine mobile App, mit der Servicetechniker Heizungs- und Lüftungsanlagen in Betrieb nehmen, Inbetriebnahmeprotokolle ausfüllen und diese direkt vor Ort an den Kunden übergeben.',
    },
    challenge: {
      sk: 'Technici vypĺňali papierové protokoly o uvedení do prevádzky a dodatočne ich prepisovali do centrálneho systému. Chyby pri prepise, chýbajúce fotografie a týždňové oneskorenie fakturácie boli bežné. Aplikácia musela fungovať aj v kotolniach a pivniciach bez signálu.',
      en: "Technicians filled in paper commissioning reports and later retyped them into the central system. Transcription errors, missing photos and a week's delay before invoicing were common. The app had to work in boiler rooms and basements with no mobile signal.",
      de: 'Die Techniker füllten Inbetriebnahmeprotokolle auf Papier aus und übertrugen sie später in das zentrale System. Übertragungsfehler, fehlende Fotos und eine Woche Verzögerung bis zur Rechnungsstellung waren an der Tagesordnung. Die App musste auch in Heizräumen und Kellern ohne Mobilfunkempfang funktionieren.',
    },
    solution: {
      sk: 'Vyvinuli sme natívnu Android aplikáciu v Kotline s architektúrou offline-first: kontrolné zoznamy, namerané hodnoty, fotografie a podpis zákazníka sa ukladajú v zariadení a synchronizujú sa hneď, ako je dostupné pripojenie. Šablóny protokolov pre jednotlivé typy zariadení spravuje centrála vo webovom rozhraní bez vydania novej verzie aplikácie. Backend v Spring Boote odovzdáva hotové protokoly do ERP systému zákazníka.',
      en: "We built a native Android app in Kotlin with an offline-first architecture: checklists, measured values, photos and the customer's signature are stored on the device and synchronised as soon as a connection is available. Head office manages report templates for each equipment type in a web interface, without releasing a new app version. A Spring Boot back end passes completed reports to the customer's ERP system.",
      de: 'Wir haben eine native Android-App in Kotlin mit Offline-first-Architektur entwickelt: Checklisten, Messwerte, Fotos und die Unterschrift des Kunden werden auf dem Gerät gespeichert und synchronisiert, sobald eine Verbindung besteht. Die Zentrale pflegt die Protokollvorlagen je Anlagentyp in einer Weboberfläche, ohne dass eine neue App-Version nötig ist. Ein Spring-Boot-Backend übergibt fertige Protokolle an das ERP-System des Kunden.',
    },
    result: {
      sk: 'Aplikáciu denne používa viac ako 400 technikov v piatich krajinách. Zákazník dostane protokol e-mailom ešte pred odchodom technika a fakturácia sa začína v deň uvedenia do prevádzky. Počet reklamovaných protokolov klesol na zlomok pôvodného stavu.',
      en: 'More than 400 technicians in five countries use the app every day. The customer receives the report by e-mail before the technician leaves, and invoicing starts on the day of commissioning. The number of disputed reports has fallen to a fraction of what it was.',
      de: 'Mehr als 400 Techniker in fünf Ländern nutzen die App täglich. Der Kunde erhält das Protokoll per E-Mail, noch bevor der Techniker das Gebäude verlässt, und die Rechnungsstellung beginnt am Tag der Inbetriebnahme. Die Zahl beanstandeter Protokolle ist auf einen Bruchteil gesunken.',
    },
    technologies: ['Kotlin', 'Android', 'Jetpack Compose', 'Room', 'Spring Boot', 'PostgreSQL'],
    facts: [
      {
        value: '400+',
        label: { sk: 'technikov v teréne', en: 'field technicians', de: 'Servicetechniker im Einsatz' },
      },
      { value: '5', label: { sk: 'krajín', en: 'countries', de: 'Länder' } },
      {
        value: '100 %',
        label: {
          sk: 'funkcií dostupných offline',
          en: 'of features available offline',
          de: 'der Funktionen offline verfügbar',
        },
      },
    ],
  },
  {
    slug: 'photovoltaic-component-catalogue',
    title: {
      sk: 'Katalóg komponentov pre fotovoltiku',
      en: 'Photovoltaic component catalogue',
      de: 'Katalog für Photovoltaik-Komponenten',
    },
    client: {
      sk: 'Veľkoobchodný distribútor fotovoltických systémov',
      en: 'Wholesale distributor of photovoltaic systems',
      de: 'Großhändler für Photovoltaiksysteme',
    },
    summary: {
      sk: 'Online katalóg panelov, meničov, batérií a montážnych systémov, ktorý inštalatérom ukáže, ktoré komponenty spolu fungujú, a pripraví kompletný zoznam materiálu pre konkrétnu inštaláciu.',
      en: 'An online catalogue of panels, inverters, batteries and mounting systems that shows installers which components work together and produces a complete bill of materials for a specific installation.',
      de: 'Ein Online-Katalog für Module, Wechselrichter, Speicher und Montagesysteme, der Installateuren zeigt, welche Komponenten zusammenpassen, und eine vollständige Stückliste für eine konkrete Anlage erstellt.',
    },
    challenge: {
      sk: 'Distribútor ponúkal tisíce produktov od desiatok výrobcov a technické parametre udržiaval v tabuľkách. Inštalatéri sa pri výbere meniča k panelom a batériám spoliehali na telefonické poradenstvo, ktoré v sezóne nestíhalo. Údaje od výrobcov navyše prichádzali v rôznych formátoch a jazykoch.',
      en: 'The distributor offered thousands of products from dozens of manufacturers and kept technical parameters in spreadsheets. Installers relied on telephone advice to match inverters with panels and batteries, and the support team could not keep up during the season. Manufacturer data also arrived in different formats and languages.',
      de: 'Der Händler bot Tausende Produkte von Dutzenden Herstellern an und pflegte die technischen Daten in Tabellen. Bei der Wahl des passenden Wechselrichters zu Modulen und Speichern verließen sich Installateure auf telefonische Beratung, die in der Saison nicht mehr nachkam. Zudem lieferten die Hersteller ihre Daten in unterschiedlichen Formaten und Sprachen.',
    },
    solution: {
      sk: 'Vytvorili sme jednotný model technických parametrov a importy, ktoré údaje od výrobcov normalizujú a nekonzistentné hodnoty označia na kontrolu. Nad katalógom beží pravidlový engine kompatibility, ktorý kontroluje napäťové rozsahy meničov, prúdy stringov a komunikačné rozhrania batérií. Webová aplikácia v Reacte umožňuje filtrovanie, porovnávanie a export kusovníka priamo do objednávky.',
      en: 'We created a unified model of technical parameters and import jobs that normalise manufacturer data and flag inconsistent values for review. A rule-based compatibility engine runs on top of the catalogue and checks inverter voltage ranges, string currents and battery communication interfaces. A React web application offers filtering, side-by-side comparison and export of the bill of materials straight into an order.',
      de: 'Wir haben ein einheitliches Modell technischer Parameter und Importe entwickelt, die Herstellerdaten normalisieren und widersprüchliche Werte zur Prüfung markieren. Eine regelbasierte Kompatibilitätsprüfung kontrolliert Spannungsbereiche der Wechselrichter, Strangströme und Kommunikationsschnittstellen der Speicher. Eine Webanwendung in React bietet Filter, Produktvergleich und den Export der Stückliste direkt in eine Bestellung.',
    },
    result: {
      sk: 'Katalóg obsahuje viac ako 8 500 produktov v piatich jazykoch. Väčšinu otázok kompatibility si inštalatéri vyriešia sami, takže technická podpora sa môže venovať zložitejším projektom. Objednávky vytvorené z kusovníka obsahujú menej chýb a tovar sa vracia výrazne zriedkavejšie.',
      en: 'The catalogue contains more than 8,500 products in five languages. Installers now answer most compatibility questions themselves, leaving technical support free for complex projects. Orders created from the bill of materials contain fewer errors, and far fewer goods are returned.',
      de: 'Der Katalog umfasst mehr als 8.500 Produkte in fünf Sprachen. Die meisten Kompatibilitätsfragen klären Installateure nun selbst, sodass sich der technische Support auf komplexe Projekte konzentrieren kann. Bestellungen aus der Stückliste enthalten weniger Fehler, und Retouren sind deutlich seltener geworden.',
    },
    technologies: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Elasticsearch'],
    facts: [
      {
        value: '8500+',
        label: { sk: 'produktov v katalógu', en: 'products in the catalogue', de: 'Produkte im Katalog' },
      },
      { value: '40+', label: { sk: 'výrobcov', en: 'manufacturers', de: 'Hersteller' } },
      { value: '5', label: { sk: 'jazykových verzií', en: 'language versions', de: 'Sprachversionen' } },
    ],
  },
  {
    slug: 'biometric-enrollment-portal',
    title: {
      sk: 'Portál na zber biometrických údajov',
      en: 'Biometric enrolment portal',
      de: 'Portal für die biometrische Erfassung',
    },
    client: {
      sk: 'Orgán verejnej správy zodpovedný za vydávanie osobných dokladov',
      en: 'Public authority responsible for issuing identity documents',
      de: 'Behörde für die Ausstellung von Ausweisdokumenten',
    },
    summary: {
      sk: 'Webový portál pre pracoviská, na ktorých sa pri žiadosti o doklad sníma fotografia tváre, odtlačky prstov a podpis žiadateľa.',
      en: 'A web portal for the offices where applicants for identity documents have their facial image, fingerprints and signature captured.',
      de: 'Ein Webportal für Dienststellen, an denen bei der Beantragung eines Ausweisdokuments Gesichtsbild, Fingerabdrücke und Unterschrift der Antragsteller erfasst werden.',
    },
    challenge: {
      sk: 'Pôvodné riešenie bola desktopová aplikácia viazaná na konkrétny typ snímačov a jej aktualizácia na stovkách pracovísk trvala týždne. Úrad potreboval vymeniť zastarané zariadenia, skrátiť čas vybavenia žiadateľa a splniť prísnejšie požiadavky na kvalitu biometrických údajov a ochranu osobných údajov.',
      en: 'The previous solution was a desktop application tied to one type of capture device, and rolling out an update to hundreds of offices took weeks. The authority needed to replace outdated hardware, shorten the time each applicant spends at the counter and meet stricter requirements for biometric quality and personal data protection.',
      de: 'Die bisherige Lösung war eine Desktop-Anwendung, die an einen bestimmten Gerätetyp gebunden war; ein Update an Hunderten Dienststellen auszurollen, dauerte Wochen. Die Behörde wollte veraltete Geräte ersetzen, die Bearbeitungszeit pro Antragsteller verkürzen und strengere Anforderungen an biometrische Qualität und Datenschutz erfüllen.',
    },
    solution: {
      sk: 'Navrhli sme webový portál v Angulari, ktorý komunikuje so snímačmi cez lokálnu službu s jednotným rozhraním, takže výmena typu zariadenia si nevyžaduje zmenu aplikácie. Kvalita fotografie a odtlačkov sa kontroluje priamo pri snímaní podľa noriem ICAO a ISO/IEC 19794 a obsluha okamžite vidí, či treba snímanie zopakovať. Údaje sa šifrujú už na pracovisku a do centrálneho systému sa prenášajú len cez zabezpečené rozhranie.',
      en: 'We designed an Angular web portal that talks to the capture devices through a local service with a uniform interface, so a new device type does not require changes to the application. Image and fingerprint quality is checked during capture against ICAO and ISO/IEC 19794 standards, and the operator sees immediately whether a capture must be repeated. Data is encrypted at the workstation and sent to the central system only through a secured interface.',
      de: 'Wir haben ein Webportal in Angular entworfen, das über einen lokalen Dienst mit einheitlicher Schnittstelle mit den Erfassungsgeräten kommuniziert – ein neuer Gerätetyp erfordert daher keine Änderung der Anwendung. Die Qualität von Gesichtsbild und Fingerabdrücken wird schon bei der Erfassung nach ICAO- und ISO/IEC-19794-Normen geprüft, und das Personal sieht sofort, ob die Aufnahme wiederholt werden muss. Die Daten werden bereits am Arbeitsplatz verschlüsselt und nur über eine gesicherte Schnittstelle an das zentrale System übertragen.',
    },
    result: {
      sk: 'Portál beží na viac ako 200 pracoviskách. Priemerný čas snímania jedného žiadateľa klesol pod päť minút a žiadostí vrátených pre nekvalitnú fotografiu je výrazne menej. Nové verzie sa nasadzujú centrálne v priebehu jednej noci.',
      en: 'The portal runs at more than 200 enrolment stations. Average capture time per applicant has dropped below five minutes, and far fewer applications are returned because of poor photos. New versions are rolled out centrally overnight.',
      de: 'Das Portal läuft an mehr als 200 Erfassungsplätzen. Die durchschnittliche Erfassungszeit pro Antragsteller liegt unter fünf Minuten, und deutlich weniger Anträge werden wegen mangelhafter Fotos zurückgewiesen. Neue Versionen werden zentral über Nacht ausgerollt.',
    },
    technologies: ['Java', 'Spring Boot', 'Angular', '.NET', 'Oracle'],
    facts: [
      {
        value: '200+',
        label: { sk: 'pracovísk', en: 'enrolment stations', de: 'Erfassungsplätze' },
      },
      {
        value: '< 5 min',
        label: {
          sk: 'na snímanie jedného žiadateľa',
          en: 'capture time per applicant',
          de: 'Erfassungszeit pro Antragsteller',
        },
      },
    ],
  },
  {
    slug: 'service-impact-analysis',
    title: {
      sk: 'Analýza dopadov na služby',
      en: 'Service impact analysis',
      de: 'Service-Impact-Analyse',
    },
    client: {
      sk: 'Telekomunikačný operátor',
      en: 'Telecommunications operator',
      de: 'Telekommunikationsbetreiber',
    },
    summary: {
      sk: 'Systém, ktorý pri poruche alebo plánovanej odstávke sieťového prvku okamžite ukáže, ktoré služby a ktorí zákazníci budú zasiahnutí.',
      en: 'A system that shows immediately which services and customers are affected when a network element fails or is taken down for planned maintenance.',
      de: 'Ein System, das bei einer Störung oder geplanten Abschaltung eines Netzelements sofort zeigt, welche Dienste und welche Kunden betroffen sind.',
    },
    challenge: {
      sk: 'Informácie o sieti, službách a zákazníkoch boli v oddelených systémoch – v inventári siete, CRM a monitoringu. Pri výpadku trvalo operátorom dohľadového centra desiatky minút, kým zistili, koho porucha zasiahla, a plánované odstávky sa často ohlasovali nesprávnym zákazníkom.',
      en: 'Information about the network, services and customers lived in separate systems: network inventory, CRM and monitoring. During an outage, network operations centre staff needed tens of minutes to find out who was affected, and planned maintenance was often announced to the wrong customers.',
      de: 'Informationen über Netz, Dienste und Kunden lagen in getrennten Systemen: Netzinventar, CRM und Monitoring. Bei einem Ausfall brauchten die Mitarbeiter im Network Operations Center Dutzende Minuten, um herauszufinden, wer betroffen war, und geplante Wartungen wurden oft den falschen Kunden angekündigt.',
    },
    solution: {
      sk: 'Vybudovali sme grafový model závislostí od fyzických prvkov cez logické okruhy až po zákaznícke služby, ktorý sa priebežne aktualizuje z existujúcich systémov. Pri udalosti z monitoringu systém prejde graf, zohľadní redundantné cesty a vypočíta skutočný dopad. Výsledok sa zobrazí v dohľadovom centre a zároveň sa odovzdá do CRM na informovanie zákazníkov.',
      en: 'We built a graph model of dependencies, from physical elements through logical circuits to customer services, which is continuously updated from the existing systems. When monitoring raises an event, the system traverses the graph, takes redundant paths into account and calculates the real impact. The result is shown in the operations centre and passed to the CRM so that customers can be informed.',
      de: 'Wir haben ein Graphmodell der Abhängigkeiten aufgebaut – von physischen Elementen über logische Verbindungen bis zu Kundendiensten –, das laufend aus den bestehenden Systemen aktualisiert wird. Bei einem Monitoring-Ereignis durchläuft das System den Graphen, berücksichtigt redundante Wege und berechnet die tatsächlichen Auswirkungen. Das Ergebnis erscheint im Operations Center und wird gleichzeitig an das CRM übergeben, um die Kunden zu informieren.',
    },
    result: {
      sk: 'Dopad poruchy je známy do 30 sekúnd od alarmu namiesto desiatok minút. Pri plánovaných prácach dostávajú oznámenie len skutočne dotknutí zákazníci. Rovnaký model dnes využíva aj plánovanie investícií na hľadanie miest bez redundancie.',
      en: 'The impact of a fault is known within 30 seconds of the alarm instead of tens of minutes. For planned work, only customers who are actually affected receive a notice. The same model is now used in investment planning to find places without redundancy.',
      de: 'Die Auswirkungen einer Störung sind innerhalb von 30 Sekunden nach dem Alarm bekannt statt nach Dutzenden Minuten. Bei geplanten Arbeiten werden nur tatsächlich betroffene Kunden benachrichtigt. Dasselbe Modell nutzt heute auch die Investitionsplanung, um Stellen ohne Redundanz zu finden.',
    },
    technologies: ['Java', 'Spring Boot', 'Neo4j', 'Apache Kafka', 'PostgreSQL', 'React'],
    facts: [
      {
        value: '< 30 s',
        label: {
          sk: 'od alarmu po vyhodnotenie dopadu',
          en: 'from alarm to impact assessment',
          de: 'vom Alarm bis zur Auswirkungsanalyse',
        },
      },
      {
        value: '3',
        label: {
          sk: 'prepojené zdrojové systémy',
          en: 'integrated source systems',
          de: 'angebundene Quellsysteme',
        },
      },
    ],
  },
  {
    slug: 'inventory-system',
    title: {
      sk: 'Inventarizačný systém',
      en: 'Inventory system',
      de: 'Inventursystem',
    },
    client: {
      sk: 'Regionálna distribučná spoločnosť v energetike',
      en: 'Regional energy distribution company',
      de: 'Regionales Energieverteilungsunternehmen',
    },
    summary: {
      sk: 'Systém na evidenciu a fyzickú inventúru majetku – od transformátorov a meradiel až po IT vybavenie – so skenovaním čiarových kódov a RFID v mobilnej aplikácii.',
      en: 'A system for recording and physically counting assets, from transformers and meters to IT equipment, with barcode and RFID scanning in a mobile app.',
      de: 'Ein System zur Erfassung und körperlichen Inventur von Anlagegütern – von Transformatoren und Zählern bis zur IT-Ausstattung – mit Barcode- und RFID-Scan in einer mobilen App.',
    },
    challenge: {
      sk: 'Majetok bol evidovaný v účtovnom systéme, no jeho skutočné umiestnenie a stav sa overovali ručne podľa vytlačených zoznamov. Ročná inventúra viac ako 60 000 položiek vo vyše 40 strediskách trvala tri týždne a rozdiely sa dohľadávali ešte niekoľko mesiacov.',
      en: 'Assets were recorded in the accounting system, but their actual location and condition were checked by hand against printed lists. The annual stocktake of more than 60,000 items at over 40 sites took three weeks, and discrepancies were still being investigated months later.',
      de: 'Die Anlagegüter waren im Buchhaltungssystem erfasst, ihr tatsächlicher Standort und Zustand wurde jedoch von Hand anhand ausgedruckter Listen geprüft. Die jährliche Inventur von über 60.000 Positionen an mehr als 40 Standorten dauerte drei Wochen, und Differenzen wurden noch monatelang geklärt.',
    },
    solution: {
      sk: 'Vytvorili sme webovú aplikáciu na správu majetku prepojenú s ERP systémom a mobilnú aplikáciu pre inventarizačné komisie. Položky sú označené štítkami s čiarovým kódom alebo RFID, komisie ich skenujú aj bez pripojenia a rozdiely vidia okamžite. Presuny, vyradenia a opravy sa schvaľujú elektronicky a automaticky sa premietnu do účtovníctva.',
      en: 'We created a web application for asset management linked to the ERP system, and a mobile app for stocktaking teams. Items carry barcode or RFID labels; the teams scan them even without a connection and see discrepancies immediately. Transfers, disposals and repairs are approved electronically and posted to the accounts automatically.',
      de: 'Wir haben eine Webanwendung für die Anlagenverwaltung mit Anbindung an das ERP-System sowie eine mobile App für die Inventurteams entwickelt. Die Positionen tragen Barcode- oder RFID-Etiketten, die Teams scannen sie auch ohne Verbindung und sehen Differenzen sofort. Umbuchungen, Ausscheidungen und Reparaturen werden elektronisch genehmigt und automatisch in der Buchhaltung verbucht.',
    },
    result: {
      sk: 'Inventúra sa skrátila z troch týždňov na štyri dni. Nevysvetlené rozdiely klesli na minimum a audítori dostávajú kompletnú históriu každej položky vrátane fotografií. Systém dnes eviduje aj náhradné diely v skladoch údržby.',
      en: 'The stocktake has been cut from three weeks to four days. Unexplained discrepancies have fallen to a minimum, and auditors receive the complete history of each item, including photos. The system now also tracks spare parts in the maintenance stores.',
      de: 'Die Inventur dauert statt drei Wochen nur noch vier Tage. Ungeklärte Differenzen sind auf ein Minimum gesunken, und Prüfer erhalten die vollständige Historie jeder Position samt Fotos. Inzwischen verwaltet das System auch Ersatzteile in den Instandhaltungslagern.',
    },
    technologies: ['.NET', 'C#', 'ASP.NET Core', 'Angular', 'Microsoft SQL Server', '.NET MAUI'],
    facts: [
      {
        value: '60 000+',
        label: { sk: 'položiek majetku', en: 'assets tracked', de: 'erfasste Anlagegüter' },
      },
      {
        value: '−80 %',
        label: { sk: 'času na inventúru', en: 'stocktaking time', de: 'Zeitaufwand für die Inventur' },
      },
      { value: '40+', label: { sk: 'stredísk', en: 'sites', de: 'Standorte' } },
    ],
  },
  {
    slug: 'document-management-system',
    title: {
      sk: 'Systém na správu dokumentov',
      en: 'Document management system',
      de: 'Dokumentenmanagementsystem',
    },
    client: {
      sk: 'Poisťovňa pôsobiaca na Slovensku a v Česku',
      en: 'Insurance company operating in Slovakia and the Czech Republic',
      de: 'In der Slowakei und in Tschechien tätige Versicherung',
    },
    summary: {
      sk: 'Centrálny archív s pracovnými tokmi pre zmluvy, poistné udalosti a korešpondenciu, ktorý nahradil papierové spisy a niekoľko lokálnych archívov.',
      en: 'A central archive with workflows for policies, claims and correspondence that replaced paper files and several local archives.',
      de: 'Ein zentrales Archiv mit Workflows für Verträge, Schadenfälle und Korrespondenz, das Papierakten und mehrere lokale Archive abgelöst hat.',
    },
    challenge: {
      sk: 'Dokumenty k poistným udalostiam prichádzali poštou, e-mailom aj cez klientsky portál a ukladali sa na rôznych miestach. Likvidátori strácali čas hľadaním, pobočky si posielali papierové spisy kuriérom a vybavenie žiadosti klienta o prístup k osobným údajom trvalo niekoľko dní.',
      en: "Claim documents arrived by post, by e-mail and through the customer portal, and were stored in different places. Claims handlers lost time searching, branches sent paper files to each other by courier, and answering a customer's request for access to personal data took several days.",
      de: 'Unterlagen zu Schadenfällen kamen per Post, per E-Mail und über das Kundenportal und wurden an verschiedenen Orten abgelegt. Sachbearbeiter verloren Zeit mit der Suche, Filialen schickten sich Papierakten per Kurier, und die Beantwortung eines Auskunftsersuchens nach der DSGVO dauerte mehrere Tage.',
    },
    solution: {
      sk: 'Nasadili sme systém na správu dokumentov s jednotnou podateľňou: skenované aj elektronické dokumenty prechádzajú OCR, automaticky sa klasifikujú a priraďujú k zmluve alebo poistnej udalosti. Pracovné toky riadia schvaľovanie, verzie a lehoty a elektronické podpisy spĺňajú požiadavky nariadenia eIDAS. Pravidlá uchovávania zabezpečujú, že sa dokumenty po uplynutí zákonných lehôt vymažú.',
      en: 'We deployed a document management system with a single inbound channel: scanned and electronic documents go through OCR, are classified automatically and linked to the relevant policy or claim. Workflows handle approvals, versions and deadlines, and electronic signatures meet the requirements of the eIDAS Regulation. Retention rules ensure that documents are deleted once the statutory periods have expired.',
      de: 'Wir haben ein Dokumentenmanagementsystem mit zentralem Posteingang eingeführt: Gescannte und elektronische Dokumente durchlaufen eine OCR, werden automatisch klassifiziert und dem passenden Vertrag oder Schadenfall zugeordnet. Workflows steuern Freigaben, Versionen und Fristen, elektronische Signaturen erfüllen die Anforderungen der eIDAS-Verordnung. Aufbewahrungsregeln sorgen dafür, dass Dokumente nach Ablauf der gesetzlichen Fristen gelöscht werden.',
    },
    result: {
      sk: 'V archíve je dnes viac ako 9 miliónov dokumentov. Likvidátor otvorí kompletný spis za pár sekúnd a prevážanie papierových spisov medzi pobočkami sa úplne skončilo. Žiadosť o prístup k osobným údajom sa vybaví v ten istý deň.',
      en: 'The archive now holds more than 9 million documents. A claims handler opens a complete file within seconds, and couriering paper files between branches has stopped entirely. Requests for access to personal data are handled on the same day.',
      de: 'Das Archiv umfasst heute mehr als 9 Millionen Dokumente. Sachbearbeiter öffnen eine vollständige Schadenakte in Sekunden, und der Kurierversand von Papierakten zwischen Filialen ist vollständig entfallen. Auskunftsersuchen werden noch am selben Tag beantwortet.',
    },
    technologies: ['Java', 'Spring Boot', 'PostgreSQL', 'Elasticsearch', 'Angular', 'Tesseract'],
    facts: [
      {
        value: '9 000 000+',
        label: { sk: 'dokumentov v archíve', en: 'documents archived', de: 'archivierte Dokumente' },
      },
      {
        value: '80 %',
        label: {
          sk: 'dokumentov sa klasifikuje automaticky',
          en: 'of documents classified automatically',
          de: 'der Dokumente automatisch klassifiziert',
        },
      },
      {
        value: '< 5 s',
        label: {
          sk: 'na otvorenie kompletného spisu',
          en: 'to open a complete claim file',
          de: 'bis zur vollständigen Schadenakte',
        },
      },
    ],
  },
  {
    slug: 'medical-decision-tree-comparison',
    title: {
      sk: 'Porovnanie medicínskych rozhodovacích stromov',
      en: 'Medical decision-tree comparison',
      de: 'Vergleich medizinischer Entscheidungsbäume',
    },
    client: {
      sk: 'Univerzitné výskumné pracovisko v oblasti medicíny',
      en: 'University medical research institute',
      de: 'Universitäres medizinisches Forschungsinstitut',
    },
    summary: {
      sk: 'Nástroj, v ktorom lekári a výskumníci porovnávajú rôzne verzie diagnostických a liečebných rozhodovacích stromov a overujú ich na anonymizovaných údajoch pacientov.',
      en: 'A tool in which physicians and researchers compare versions of diagnostic and treatment decision trees and test them against anonymised patient data.',
      de: 'Ein Werkzeug, mit dem Ärzte und Forschende verschiedene Versionen diagnostischer und therapeutischer Entscheidungsbäume vergleichen und an anonymisierten Patientendaten überprüfen.',
    },
    challenge: {
      sk: 'Výskumný tím porovnával odporúčané postupy z rôznych medzinárodných guidelines a ich lokálne úpravy ručne, nad vytlačenými diagramami a tabuľkami. Nedalo sa jednoducho zistiť, v ktorých vetvách sa postupy líšia, ani ako by sa jednotlivé verzie rozhodli pri reálnych pacientoch.',
      en: 'The research team compared recommended procedures from different international guidelines, and their local adaptations, by hand, using printed diagrams and tables. There was no easy way to see in which branches the procedures differed, or how each version would have decided for real patients.',
      de: 'Das Forschungsteam verglich empfohlene Vorgehensweisen aus verschiedenen internationalen Leitlinien und deren lokale Anpassungen von Hand – anhand ausgedruckter Diagramme und Tabellen. Es ließ sich kaum feststellen, in welchen Zweigen sich die Vorgehensweisen unterscheiden und wie die einzelnen Versionen bei realen Patienten entschieden hätten.',
    },
    solution: {
      sk: 'Navrhli sme formát na zápis rozhodovacích stromov a editor, v ktorom ich lekári modelujú bez programovania. Porovnávací algoritmus zarovná zodpovedajúce uzly dvoch stromov a zvýrazní odlišné podmienky a odporúčania. Stromy sa dajú spustiť nad anonymizovanou kohortou pacientov a výsledok ukáže, v ktorých prípadoch by jednotlivé verzie dospeli k odlišnému rozhodnutiu.',
      en: 'We designed a format for describing decision trees and an editor in which physicians model them without programming. A comparison algorithm aligns the matching nodes of two trees and highlights differing conditions and recommendations. Trees can be run against an anonymised patient cohort, and the results show the cases in which the versions would reach different decisions.',
      de: 'Wir haben ein Format zur Beschreibung von Entscheidungsbäumen und einen Editor entwickelt, in dem Ärzte die Bäume ohne Programmierkenntnisse modellieren. Ein Vergleichsalgorithmus ordnet die einander entsprechenden Knoten zweier Bäume zu und hebt abweichende Bedingungen und Empfehlungen hervor. Die Bäume lassen sich auf eine anonymisierte Patientenkohorte anwenden; das Ergebnis zeigt, in welchen Fällen die Versionen zu unterschiedlichen Entscheidungen kämen.',
    },
    result: {
      sk: 'Porovnanie, ktoré predtým zabralo týždne, dnes trvá minúty a dá sa kedykoľvek zopakovať. Tím v nástroji porovnal 14 verzií postupov a výsledky využil vo vedeckých publikáciách. Údaje pacientov nikdy neopúšťajú infraštruktúru univerzity.',
      en: "A comparison that used to take weeks now takes minutes and can be repeated at any time. The team has compared 14 guideline versions with the tool and used the results in peer-reviewed publications. Patient data never leaves the university's infrastructure.",
      de: 'Ein Vergleich, der früher Wochen dauerte, ist heute in Minuten erledigt und jederzeit reproduzierbar. Das Team hat mit dem Werkzeug 14 Leitlinienversionen verglichen und die Ergebnisse in begutachteten Fachpublikationen verwendet. Die Patientendaten verlassen nie die Infrastruktur der Universität.',
    },
    technologies: ['Python', 'pandas', 'FastAPI', 'React', 'TypeScript', 'PostgreSQL'],
    facts: [
      {
        value: '14',
        label: {
          sk: 'porovnaných verzií postupov',
          en: 'guideline versions compared',
          de: 'verglichene Leitlinienversionen',
        },
      },
      {
        value: '30 000',
        label: {
          sk: 'anonymizovaných záznamov pacientov',
          en: 'anonymised patient records',
          de: 'anonymisierte Patientendatensätze',
        },
      },
    ],
  },
  {
    slug: 'career-portal',
    title: {
      sk: 'Kariérny portál Kariéra IT',
      en: 'Kariéra IT career portal',
      de: 'Karriereportal Kariéra IT',
    },
    client: {
      sk: 'Interný projekt – Kariéra IT',
      en: 'In-house project – Kariéra IT',
      de: 'Internes Projekt – Kariéra IT',
    },
    summary: {
      sk: 'Trojjazyčný portál pre IT špecialistov s ponukami projektov, tvorbou životopisov, mzdovou kalkulačkou a odporúčacím programom – presne ten, na ktorom sa práve nachádzate.',
      en: 'A trilingual portal for IT specialists with project listings, a CV builder, a salary calculator and a referral programme – the very site you are using now.',
      de: 'Ein dreisprachiges Portal für IT-Fachkräfte mit Projektangeboten, Lebenslauf-Editor, Gehaltsrechner und Empfehlungsprogramm – genau die Seite, auf der Sie sich gerade befinden.',
    },
    challenge: {
      sk: 'Ponuky projektov, databáza kandidátov a obsah pre komunitu boli roztrúsené v niekoľkých nástrojoch. Kandidáti si nemali kde sami vytvoriť profil a životopis ani porovnať formy práce a recruiteri trávili veľa času prepisovaním údajov z e-mailov a dokumentov.',
      en: 'Project listings, the candidate database and community content were scattered across several tools. Candidates had nowhere to create a profile and CV themselves or to compare forms of work, and recruiters spent a lot of time copying details from e-mails and documents.',
      de: 'Projektangebote, Kandidatendatenbank und Community-Inhalte waren auf mehrere Werkzeuge verteilt. Kandidaten konnten weder selbst ein Profil und einen Lebenslauf anlegen noch Beschäftigungsformen vergleichen, und Recruiter verbrachten viel Zeit damit, Angaben aus E-Mails und Dokumenten abzutippen.',
    },
    solution: {
      sk: 'Postavili sme jednu webovú aplikáciu so serverovým renderovaním v slovenčine, angličtine a nemčine. Kandidát si vytvorí profil a životopis s grafom skúseností, na projekt zareaguje jedným kliknutím a môže vyplniť dotazník adekvátnej mzdy alebo v kalkulačke porovnať zamestnanie, živnosť a s.r.o. Recruiteri pracujú s tými istými údajmi, takže profil kandidáta je vždy aktuálny.',
      en: "We built a single server-rendered web application in Slovak, English and German. Candidates create a profile and a CV with an experience chart, respond to a project in one click, and can fill in the adequate-salary questionnaire or compare employment, a trade licence and a limited company in the calculator. Recruiters work with the same data, so a candidate's profile is always up to date.",
      de: 'Wir haben eine einzige serverseitig gerenderte Webanwendung auf Slowakisch, Englisch und Deutsch gebaut. Kandidaten legen ein Profil und einen Lebenslauf mit Erfahrungsdiagramm an, bewerben sich mit einem Klick auf Projekte und können den Fragebogen zum angemessenen Gehalt ausfüllen oder im Rechner Anstellung, Gewerbe und GmbH vergleichen. Recruiter arbeiten mit denselben Daten, sodass das Kandidatenprofil immer aktuell ist.',
    },
    result: {
      sk: 'Portál je hlavným vstupom kandidátov do našej databázy, v ktorej je dnes približne 12 000 kontraktorov. Väčšina reakcií na projekty prichádza priamo cez portál a čas od zverejnenia ponuky po prvého vhodného kandidáta sa skrátil na niekoľko dní.',
      en: 'The portal is the main way candidates enter our database, which now holds around 12,000 contractors. Most responses to projects come directly through the portal, and the time from publishing a listing to the first suitable candidate has dropped to a few days.',
      de: 'Das Portal ist der wichtigste Zugang zu unserer Datenbank, die heute rund 12.000 Freelancer umfasst. Die meisten Bewerbungen auf Projekte gehen direkt über das Portal ein, und die Zeit von der Veröffentlichung eines Angebots bis zum ersten passenden Kandidaten ist auf wenige Tage gesunken.',
    },
    technologies: ['TypeScript', 'React', 'React Router', 'Hono', 'PostgreSQL', 'Drizzle ORM', 'Tailwind CSS'],
    facts: [
      {
        value: '12 000',
        label: {
          sk: 'kontraktorov v databáze',
          en: 'contractors in our database',
          de: 'Freelancer in unserer Datenbank',
        },
      },
      { value: '3', label: { sk: 'jazyky portálu', en: 'portal languages', de: 'Portalsprachen' } },
    ],
  },
];
