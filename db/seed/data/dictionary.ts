import type { Localized } from './types.ts';

/** A term of the IT dictionary (/dictionary): its anchor and its name and definition in each language. */
export interface DictionaryTermSeed {
  slug: string;
  term: Localized;
  definition: Localized;
}

/** The IT and contracting terms candidates meet, defined in Slovak, English and German. */
export const dictionaryTerms: DictionaryTermSeed[] = [
  {
    slug: "b2b",
    term: { sk: "B2B spolupráca", en: "B2B contract", de: "B2B-Vertrag" },
    definition: {
      sk: "Spolupráca dvoch firiem namiesto pracovného pomeru: IT špecialista pracuje na živnosť alebo cez vlastnú s.r.o. a projekt fakturuje. Nemá nárok na platenú dovolenku ani nemocenskú, zato zvyčajne zarobí viac.",
      en: "Cooperation between two businesses instead of employment: the IT specialist works as a sole trader or through their own limited company and invoices the project. There is no paid leave or sick pay, but the income is usually higher.",
      de: "Zusammenarbeit zweier Unternehmen statt eines Arbeitsverhältnisses: Die IT-Fachkraft arbeitet mit Gewerbe oder über eine eigene GmbH und stellt das Projekt in Rechnung. Es gibt keinen bezahlten Urlaub und keine Lohnfortzahlung, dafür ist das Einkommen meist höher.",
    },
  },
  {
    slug: "zivnost",
    term: { sk: "Živnosť", en: "Trade licence (živnosť)", de: "Gewerbe (živnosť)" },
    definition: {
      sk: "Oprávnenie podnikať ako fyzická osoba (SZČO). Najčastejšia forma, v ktorej slovenskí IT kontraktori fakturujú projekty. Živnostník si sám platí sociálne a zdravotné poistenie a daň z príjmu.",
      en: "A licence to do business as a self-employed individual in Slovakia (SZČO). It is the most common way Slovak IT contractors invoice their projects. The holder pays their own social and health insurance and income tax.",
      de: "Die Berechtigung, als Einzelperson selbstständig tätig zu sein (SZČO). Die häufigste Form, in der slowakische IT-Freelancer Projekte abrechnen. Der Gewerbetreibende zahlt Sozial- und Krankenversicherung sowie Einkommensteuer selbst.",
    },
  },
  {
    slug: "sro",
    term: { sk: "s.r.o.", en: "Limited company (s.r.o.)", de: "GmbH (s.r.o.)" },
    definition: {
      sk: "Spoločnosť s ručením obmedzeným. Kontraktori s vyššími príjmami cez ňu fakturujú, pretože zisk je zdanený daňou z príjmov právnických osôb a z vyplatených dividend sa neplatia odvody. Vyžaduje účtovníctvo a základné imanie.",
      en: "A limited liability company. Contractors with higher incomes often invoice through one, because profits are taxed at the corporate rate and no social contributions are due on dividends. It requires double-entry bookkeeping and share capital.",
      de: "Gesellschaft mit beschränkter Haftung. Freelancer mit höherem Einkommen rechnen oft über sie ab, weil der Gewinn der Körperschaftsteuer unterliegt und auf Dividenden keine Sozialabgaben anfallen. Sie erfordert doppelte Buchführung und ein Stammkapital.",
    },
  },
  {
    slug: "md-rate",
    term: { sk: "MD sadzba", en: "MD rate", de: "MD-Satz (Tagessatz)" },
    definition: {
      sk: "Cena jedného človekodňa (man-day, MD), teda ôsmich hodín práce kontraktora. Je to bežná jednotka, v ktorej sa v IT projektoch dohaduje a fakturuje odmena.",
      en: "The price of one man-day (MD), that is eight hours of a contractor's work. It is the usual unit in which fees are agreed and invoiced on IT projects.",
      de: "Der Preis eines Personentags (Man-Day, MD), also acht Stunden Arbeit eines Freelancers. Die übliche Einheit, in der Honorare in IT-Projekten vereinbart und abgerechnet werden.",
    },
  },
  {
    slug: "hourly-rate",
    term: { sk: "Hodinová sadzba", en: "Hourly rate", de: "Stundensatz" },
    definition: {
      sk: "Odmena za jednu hodinu práce. Pri kontraktoch ju dostanete vydelením MD sadzby ôsmimi; pri zamestnaní sa z hrubej mzdy počíta podľa počtu pracovných hodín v mesiaci.",
      en: "The fee for one hour of work. For contracts it is the MD rate divided by eight; for employees it follows from the gross salary and the working hours of the month.",
      de: "Die Vergütung für eine Arbeitsstunde. Bei Freelancern ist es der Tagessatz geteilt durch acht, bei Angestellten ergibt er sich aus Bruttogehalt und Arbeitsstunden des Monats.",
    },
  },
  {
    slug: "contractor",
    term: { sk: "Kontraktor", en: "Contractor", de: "Freelancer (Contractor)" },
    definition: {
      sk: "IT špecialista, ktorý pracuje na projekte na základe obchodnej zmluvy, nie pracovnej. Fakturuje odpracované dni a sám si volí projekty.",
      en: "An IT specialist who works on a project under a commercial contract rather than an employment contract. They invoice the days worked and choose their own projects.",
      de: "Eine IT-Fachkraft, die auf Basis eines Werk- oder Dienstvertrags statt eines Arbeitsvertrags an einem Projekt arbeitet. Sie stellt die geleisteten Tage in Rechnung und wählt ihre Projekte selbst.",
    },
  },
  {
    slug: "body-leasing",
    term: { sk: "Body leasing", en: "Body leasing", de: "Body Leasing" },
    definition: {
      sk: "Prenájom IT špecialistu do tímu klienta: človek pracuje u klienta a podľa jeho pokynov, zmluvu a fakturáciu však rieši sprostredkovateľ.",
      en: "Placing an IT specialist into a client's team: the person works for the client and follows the client's instructions, while an agency handles the contract and invoicing.",
      de: "Die Überlassung einer IT-Fachkraft an das Team eines Kunden: Die Person arbeitet beim Kunden nach dessen Vorgaben, Vertrag und Abrechnung übernimmt ein Vermittler.",
    },
  },
  {
    slug: "notice-period",
    term: { sk: "Výpovedná lehota", en: "Notice period", de: "Kündigungsfrist" },
    definition: {
      sk: "Čas medzi podaním výpovede a skončením spolupráce. V zamestnaní ju určuje Zákonník práce (spravidla jeden až tri mesiace), pri kontrakte sa dohodne v zmluve – často dva až štyri týždne.",
      en: "The time between giving notice and the end of the engagement. For employees it is set by the Labour Code (usually one to three months); for contractors it is agreed in the contract, often two to four weeks.",
      de: "Die Zeit zwischen Kündigung und Ende der Zusammenarbeit. Bei Angestellten regelt sie das Arbeitsgesetzbuch (meist ein bis drei Monate), bei Freelancern wird sie im Vertrag vereinbart, oft zwei bis vier Wochen.",
    },
  },
  {
    slug: "probation-period",
    term: { sk: "Skúšobná doba", en: "Probation period", de: "Probezeit" },
    definition: {
      sk: "Úvodné obdobie pracovného pomeru, počas ktorého môže ktorákoľvek strana skončiť spoluprácu bez udania dôvodu. Na Slovensku trvá najviac tri mesiace, u vedúcich zamestnancov šesť.",
      en: "The first period of employment during which either side can end it without giving a reason. In Slovakia it lasts at most three months, six for managers.",
      de: "Die erste Phase eines Arbeitsverhältnisses, in der beide Seiten ohne Angabe von Gründen kündigen können. In der Slowakei dauert sie höchstens drei Monate, bei Führungskräften sechs.",
    },
  },
  {
    slug: "employment-contract",
    term: { sk: "Pracovná zmluva", en: "Employment contract", de: "Arbeitsvertrag" },
    definition: {
      sk: "Zmluva podľa Zákonníka práce. Zamestnanec má nárok na dovolenku, nemocenské a výpovednú lehotu, zamestnávateľ za neho odvádza poistné a preddavky na daň.",
      en: "A contract under the Labour Code. The employee is entitled to paid leave, sick pay and a notice period; the employer pays insurance contributions and tax advances on their behalf.",
      de: "Ein Vertrag nach dem Arbeitsgesetzbuch. Der Arbeitnehmer hat Anspruch auf Urlaub, Krankengeld und Kündigungsfrist; der Arbeitgeber führt Versicherungsbeiträge und Steuervorauszahlungen für ihn ab.",
    },
  },
  {
    slug: "gross-salary",
    term: { sk: "Hrubá mzda", en: "Gross salary", de: "Bruttogehalt" },
    definition: {
      sk: "Mzda dohodnutá v pracovnej zmluve pred odpočítaním poistného a dane. Z nej sa počíta čistá mzda aj celková cena práce.",
      en: "The salary agreed in the employment contract before insurance contributions and tax are deducted. Both the net salary and the total labour cost are calculated from it.",
      de: "Das im Arbeitsvertrag vereinbarte Gehalt vor Abzug von Versicherungsbeiträgen und Steuern. Daraus werden Nettogehalt und Gesamtpersonalkosten berechnet.",
    },
  },
  {
    slug: "net-salary",
    term: { sk: "Čistá mzda", en: "Net salary", de: "Nettogehalt" },
    definition: {
      sk: "Suma, ktorú zamestnanec dostane na účet: hrubá mzda po odpočítaní zdravotného a sociálneho poistenia a preddavku na daň z príjmu.",
      en: "The amount the employee receives: the gross salary minus health and social insurance and the income tax advance.",
      de: "Der Betrag, den der Arbeitnehmer ausgezahlt bekommt: Bruttogehalt abzüglich Kranken- und Sozialversicherung sowie Lohnsteuervorauszahlung.",
    },
  },
  {
    slug: "total-labour-cost",
    term: { sk: "Celková cena práce", en: "Total labour cost", de: "Gesamtpersonalkosten" },
    definition: {
      sk: "Čo zamestnanec stojí zamestnávateľa: hrubá mzda plus odvody zamestnávateľa do poisťovní. Práve s touto sumou treba porovnávať sadzbu kontraktora.",
      en: "What an employee costs the employer: the gross salary plus the employer's insurance contributions. This is the figure to compare with a contractor's rate.",
      de: "Was ein Arbeitnehmer den Arbeitgeber kostet: Bruttogehalt plus Arbeitgeberbeiträge zur Sozial- und Krankenversicherung. Mit diesem Betrag ist der Satz eines Freelancers zu vergleichen.",
    },
  },
  {
    slug: "social-insurance",
    term: { sk: "Sociálne poistenie", en: "Social insurance", de: "Sozialversicherung" },
    definition: {
      sk: "Povinné odvody do Sociálnej poisťovne na dôchodok, nemocenské a poistenie v nezamestnanosti. Živnostník ich platí z vymeriavacieho základu odvodeného od príjmu z predchádzajúceho roka.",
      en: "Mandatory contributions to the Social Insurance Agency for pension, sickness and unemployment benefits. A sole trader pays them from an assessment base derived from the previous year's income.",
      de: "Pflichtbeiträge an die Sozialversicherungsanstalt für Rente, Krankengeld und Arbeitslosigkeit. Gewerbetreibende zahlen sie auf eine Bemessungsgrundlage, die sich aus dem Einkommen des Vorjahres ergibt.",
    },
  },
  {
    slug: "health-insurance",
    term: { sk: "Zdravotné poistenie", en: "Health insurance", de: "Krankenversicherung" },
    definition: {
      sk: "Povinné odvody zdravotnej poisťovni, z ktorých sa hradí zdravotná starostlivosť. Platí ho zamestnanec aj zamestnávateľ, živnostník si ho platí sám.",
      en: "Mandatory contributions to a health insurer that pay for health care. Employees and employers both pay them; sole traders pay their own.",
      de: "Pflichtbeiträge an eine Krankenkasse, aus denen die Gesundheitsversorgung bezahlt wird. Arbeitnehmer und Arbeitgeber zahlen sie, Gewerbetreibende zahlen sie selbst.",
    },
  },
  {
    slug: "flat-rate-expenses",
    term: { sk: "Paušálne výdavky", en: "Flat-rate expenses", de: "Pauschale Betriebsausgaben" },
    definition: {
      sk: "Možnosť živnostníka uplatniť výdavky percentom z príjmov (60 % do zákonného limitu) namiesto dokladovania skutočných nákladov. Pre IT kontraktorov s nízkymi nákladmi je to obvyklá voľba.",
      en: "The option for a sole trader to claim expenses as a percentage of income (60 % up to a statutory cap) instead of documenting actual costs. It is the usual choice for IT contractors with low costs.",
      de: "Die Möglichkeit für Gewerbetreibende, Ausgaben als Prozentsatz der Einnahmen (60 % bis zu einer gesetzlichen Obergrenze) statt der tatsächlichen Kosten anzusetzen. Für IT-Freelancer mit geringen Kosten die übliche Wahl.",
    },
  },
  {
    slug: "vat",
    term: { sk: "DPH", en: "VAT", de: "Umsatzsteuer (USt.)" },
    definition: {
      sk: "Daň z pridanej hodnoty. Kontraktor sa stáva platiteľom DPH po prekročení zákonného obratu a potom k svojej sadzbe pripočítava daň, ktorú si klient spravidla odpočíta.",
      en: "Value added tax. A contractor must register for VAT after exceeding the statutory turnover and then adds the tax to their rate; business clients can usually reclaim it.",
      de: "Mehrwertsteuer. Ein Freelancer wird nach Überschreiten des gesetzlichen Umsatzes umsatzsteuerpflichtig und schlägt die Steuer auf seinen Satz auf; Geschäftskunden können sie meist als Vorsteuer abziehen.",
    },
  },
  {
    slug: "invoice",
    term: { sk: "Faktúra", en: "Invoice", de: "Rechnung" },
    definition: {
      sk: "Doklad, ktorým kontraktor účtuje odpracované dni. Obsahuje identifikačné údaje oboch strán, počet MD, sadzbu, prípadne DPH a dátum splatnosti.",
      en: "The document with which a contractor bills the days worked. It contains both parties' details, the number of man-days, the rate, VAT where applicable and the due date.",
      de: "Das Dokument, mit dem ein Freelancer die geleisteten Tage abrechnet. Es enthält die Angaben beider Parteien, die Anzahl der Personentage, den Satz, gegebenenfalls die USt. und das Fälligkeitsdatum.",
    },
  },
  {
    slug: "sla",
    term: { sk: "SLA", en: "SLA", de: "SLA" },
    definition: {
      sk: "Service Level Agreement – dohoda o úrovni služby. Určuje napríklad dostupnosť systému, čas reakcie na incident a sankcie pri nedodržaní.",
      en: "Service level agreement. It sets out, for example, system availability, incident response times and penalties for missing them.",
      de: "Service Level Agreement – Vereinbarung über die Dienstgüte. Sie legt etwa die Verfügbarkeit eines Systems, Reaktionszeiten bei Störungen und Vertragsstrafen fest.",
    },
  },
  {
    slug: "nda",
    term: { sk: "NDA", en: "NDA", de: "NDA (Geheimhaltungsvereinbarung)" },
    definition: {
      sk: "Dohoda o mlčanlivosti. Kontraktor sa ňou zaväzuje nezverejniť dôverné informácie klienta – bežne sa podpisuje ešte pred detailmi projektu.",
      en: "Non-disclosure agreement. The contractor undertakes not to disclose the client's confidential information; it is often signed before project details are shared.",
      de: "Geheimhaltungsvereinbarung. Der Freelancer verpflichtet sich, vertrauliche Informationen des Kunden nicht weiterzugeben; sie wird oft schon vor der Vorstellung des Projekts unterzeichnet.",
    },
  },
  {
    slug: "gdpr",
    term: { sk: "GDPR", en: "GDPR", de: "DSGVO" },
    definition: {
      sk: "Všeobecné nariadenie EÚ o ochrane osobných údajov. Upravuje, ako firmy zbierajú, uchovávajú a mažú osobné údaje – vrátane životopisov uchádzačov.",
      en: "The EU General Data Protection Regulation. It governs how companies collect, keep and delete personal data, including candidates' CVs.",
      de: "Datenschutz-Grundverordnung der EU. Sie regelt, wie Unternehmen personenbezogene Daten erheben, speichern und löschen – auch die Lebensläufe von Bewerbern.",
    },
  },
  {
    slug: "remote-work",
    term: { sk: "Práca na diaľku", en: "Remote work", de: "Remote-Arbeit" },
    definition: {
      sk: "Práca mimo kancelárie klienta, najčastejšie z domu. Pri projektoch sa dohaduje, či je úplná, alebo s občasnými návštevami u klienta.",
      en: "Working away from the client's office, usually from home. Projects agree whether it is fully remote or with occasional visits on site.",
      de: "Arbeit außerhalb des Büros des Kunden, meist von zu Hause. In Projekten wird vereinbart, ob vollständig remote oder mit gelegentlichen Besuchen vor Ort gearbeitet wird.",
    },
  },
  {
    slug: "hybrid-work",
    term: { sk: "Hybridná práca", en: "Hybrid work", de: "Hybride Arbeit" },
    definition: {
      sk: "Kombinácia práce z kancelárie a na diaľku, napríklad dva dni v týždni u klienta a zvyšok z domu.",
      en: "A mix of office and remote work, for example two days a week at the client's and the rest from home.",
      de: "Eine Mischung aus Büro- und Remote-Arbeit, zum Beispiel zwei Tage pro Woche beim Kunden und der Rest von zu Hause.",
    },
  },
  {
    slug: "onsite",
    term: { sk: "Práca u klienta (on-site)", en: "On-site work", de: "Arbeit vor Ort" },
    definition: {
      sk: "Práca priamo v priestoroch klienta. Niektoré projekty ju vyžadujú kvôli bezpečnosti, prístupu k hardvéru alebo úzkej spolupráci s tímom.",
      en: "Working at the client's premises. Some projects require it for security reasons, access to hardware or close collaboration with the team.",
      de: "Arbeit direkt in den Räumen des Kunden. Manche Projekte verlangen sie aus Sicherheitsgründen, wegen des Zugangs zu Hardware oder für die enge Zusammenarbeit mit dem Team.",
    },
  },
  {
    slug: "agile",
    term: { sk: "Agilný vývoj", en: "Agile development", de: "Agile Entwicklung" },
    definition: {
      sk: "Prístup k vývoju softvéru v krátkych iteráciách s častou spätnou väzbou od zákazníka namiesto jedného veľkého plánu na začiatku.",
      en: "An approach to software development in short iterations with frequent customer feedback instead of one big plan at the start.",
      de: "Ein Vorgehen in der Softwareentwicklung mit kurzen Iterationen und häufigem Kundenfeedback statt eines großen Plans zu Beginn.",
    },
  },
  {
    slug: "scrum",
    term: { sk: "Scrum", en: "Scrum", de: "Scrum" },
    definition: {
      sk: "Najrozšírenejší agilný rámec: tím pracuje v šprintoch, má product ownera a scrum mastera a pravidelné stretnutia – plánovanie, denný stand-up, review a retrospektívu.",
      en: "The most widespread agile framework: the team works in sprints, has a product owner and a scrum master, and holds regular events – planning, daily stand-up, review and retrospective.",
      de: "Das verbreitetste agile Framework: Das Team arbeitet in Sprints, hat einen Product Owner und einen Scrum Master und regelmäßige Termine – Planung, Daily Stand-up, Review und Retrospektive.",
    },
  },
  {
    slug: "sprint",
    term: { sk: "Šprint", en: "Sprint", de: "Sprint" },
    definition: {
      sk: "Časovo ohraničená iterácia v Scrume, zvyčajne dva týždne, na konci ktorej tím odovzdá funkčný prírastok produktu.",
      en: "A time-boxed iteration in Scrum, usually two weeks, at the end of which the team delivers a working increment of the product.",
      de: "Eine zeitlich begrenzte Iteration in Scrum, meist zwei Wochen, an deren Ende das Team ein lauffähiges Produktinkrement liefert.",
    },
  },
  {
    slug: "kanban",
    term: { sk: "Kanban", en: "Kanban", de: "Kanban" },
    definition: {
      sk: "Spôsob riadenia práce pomocou tabule so stĺpcami (napr. Na spracovanie – Rozpracované – Hotovo) a limitom rozpracovanej práce. Hodí sa najmä pre podporu a prevádzku.",
      en: "A way of managing work with a board of columns (e.g. To do – In progress – Done) and a limit on work in progress. It suits support and operations especially well.",
      de: "Eine Methode zur Steuerung der Arbeit mit einer Tafel aus Spalten (z. B. Offen – In Arbeit – Erledigt) und einer Begrenzung der gleichzeitig laufenden Arbeit. Besonders geeignet für Support und Betrieb.",
    },
  },
  {
    slug: "product-owner",
    term: { sk: "Product owner", en: "Product owner", de: "Product Owner" },
    definition: {
      sk: "Rola v Scrume zodpovedná za hodnotu produktu: spravuje backlog, určuje priority a rozhoduje, čo tím vyvíja ďalej.",
      en: "The Scrum role responsible for the value of the product: manages the backlog, sets priorities and decides what the team builds next.",
      de: "Die Rolle in Scrum, die für den Wert des Produkts verantwortlich ist: Sie pflegt das Backlog, setzt Prioritäten und entscheidet, was das Team als Nächstes entwickelt.",
    },
  },
  {
    slug: "scrum-master",
    term: { sk: "Scrum master", en: "Scrum master", de: "Scrum Master" },
    definition: {
      sk: "Rola, ktorá pomáha tímu dodržiavať Scrum, odstraňuje prekážky v práci a vedie stretnutia tímu.",
      en: "The role that helps the team follow Scrum, removes impediments and facilitates the team's events.",
      de: "Die Rolle, die dem Team hilft, Scrum einzuhalten, Hindernisse beseitigt und die Termine des Teams moderiert.",
    },
  },
  {
    slug: "backlog",
    term: { sk: "Backlog", en: "Backlog", de: "Backlog" },
    definition: {
      sk: "Zoradený zoznam požiadaviek, chýb a úloh, ktoré čakajú na spracovanie. Najdôležitejšie položky sú hore.",
      en: "An ordered list of requirements, bugs and tasks waiting to be done, with the most important items at the top.",
      de: "Eine geordnete Liste von Anforderungen, Fehlern und Aufgaben, die auf Bearbeitung warten; die wichtigsten stehen oben.",
    },
  },
  {
    slug: "ci-cd",
    term: { sk: "CI/CD", en: "CI/CD", de: "CI/CD" },
    definition: {
      sk: "Continuous Integration a Continuous Delivery/Deployment: každá zmena kódu sa automaticky zostaví a otestuje a hotové verzie sa automaticky nasadzujú.",
      en: "Continuous integration and continuous delivery/deployment: every code change is built and tested automatically, and finished versions are deployed automatically.",
      de: "Continuous Integration und Continuous Delivery/Deployment: Jede Codeänderung wird automatisch gebaut und getestet, fertige Versionen werden automatisch ausgeliefert.",
    },
  },
  {
    slug: "devops",
    term: { sk: "DevOps", en: "DevOps", de: "DevOps" },
    definition: {
      sk: "Spôsob práce, pri ktorom vývoj a prevádzka spolupracujú a automatizujú zostavenie, nasadenie a monitorovanie aplikácií. Často aj názov pozície.",
      en: "A way of working in which development and operations collaborate and automate building, deploying and monitoring applications. Often also a job title.",
      de: "Eine Arbeitsweise, bei der Entwicklung und Betrieb zusammenarbeiten und Bau, Auslieferung und Überwachung von Anwendungen automatisieren. Oft auch eine Berufsbezeichnung.",
    },
  },
  {
    slug: "docker",
    term: { sk: "Docker", en: "Docker", de: "Docker" },
    definition: {
      sk: "Nástroj na balenie aplikácií do kontajnerov – izolovaných balíkov s kódom a všetkými závislosťami, ktoré bežia rovnako na notebooku aj na serveri.",
      en: "A tool that packages applications into containers – isolated bundles of code and all dependencies that run the same on a laptop and on a server.",
      de: "Ein Werkzeug, das Anwendungen in Container verpackt – isolierte Pakete aus Code und allen Abhängigkeiten, die auf dem Laptop genauso laufen wie auf dem Server.",
    },
  },
  {
    slug: "kubernetes",
    term: { sk: "Kubernetes", en: "Kubernetes", de: "Kubernetes" },
    definition: {
      sk: "Platforma na spúšťanie a riadenie kontajnerov na viacerých serveroch: rozkladá záťaž, reštartuje zlyhané služby a škáluje ich podľa potreby.",
      en: "A platform for running and managing containers across many servers: it balances load, restarts failed services and scales them as needed.",
      de: "Eine Plattform zum Betrieb und zur Steuerung von Containern auf vielen Servern: Sie verteilt Last, startet ausgefallene Dienste neu und skaliert sie nach Bedarf.",
    },
  },
  {
    slug: "microservices",
    term: { sk: "Mikroslužby", en: "Microservices", de: "Microservices" },
    definition: {
      sk: "Architektúra, v ktorej sa aplikácia skladá z malých samostatne nasaditeľných služieb, ktoré spolu komunikujú cez API.",
      en: "An architecture in which an application consists of small, independently deployable services that talk to each other through APIs.",
      de: "Eine Architektur, bei der eine Anwendung aus kleinen, unabhängig auslieferbaren Diensten besteht, die über APIs miteinander kommunizieren.",
    },
  },
  {
    slug: "api",
    term: { sk: "API", en: "API", de: "API" },
    definition: {
      sk: "Application Programming Interface – dohodnuté rozhranie, cez ktoré si programy vymieňajú údaje a volajú funkcie iných systémov.",
      en: "Application programming interface – an agreed interface through which programs exchange data and call functions of other systems.",
      de: "Application Programming Interface – eine vereinbarte Schnittstelle, über die Programme Daten austauschen und Funktionen anderer Systeme aufrufen.",
    },
  },
  {
    slug: "rest",
    term: { sk: "REST", en: "REST", de: "REST" },
    definition: {
      sk: "Štýl návrhu webových API nad protokolom HTTP, kde sa so zdrojmi pracuje cez adresy a metódy GET, POST, PUT a DELETE.",
      en: "A style of designing web APIs over HTTP in which resources are handled through URLs and the methods GET, POST, PUT and DELETE.",
      de: "Ein Stil für Web-APIs über HTTP, bei dem Ressourcen über Adressen und die Methoden GET, POST, PUT und DELETE bearbeitet werden.",
    },
  },
  {
    slug: "git",
    term: { sk: "Git", en: "Git", de: "Git" },
    definition: {
      sk: "Najpoužívanejší systém na správu verzií zdrojového kódu. Umožňuje paralelnú prácu vo vetvách a ich spájanie.",
      en: "The most widely used version control system for source code. It lets people work in parallel branches and merge them.",
      de: "Das meistgenutzte Versionsverwaltungssystem für Quellcode. Es ermöglicht paralleles Arbeiten in Branches und deren Zusammenführung.",
    },
  },
  {
    slug: "pull-request",
    term: { sk: "Pull request", en: "Pull request", de: "Pull Request" },
    definition: {
      sk: "Návrh na začlenenie zmien z vetvy do hlavného kódu. Kolegovia ho pred schválením skontrolujú v code review.",
      en: "A proposal to merge changes from a branch into the main code. Colleagues check it in a code review before it is approved.",
      de: "Ein Vorschlag, Änderungen aus einem Branch in den Hauptcode zu übernehmen. Kollegen prüfen ihn vor der Freigabe im Code-Review.",
    },
  },
  {
    slug: "code-review",
    term: { sk: "Code review", en: "Code review", de: "Code-Review" },
    definition: {
      sk: "Kontrola kódu iným vývojárom pred jeho začlenením. Odhaľuje chyby a šíri znalosti v tíme.",
      en: "A check of code by another developer before it is merged. It catches defects and spreads knowledge in the team.",
      de: "Die Prüfung von Code durch einen anderen Entwickler vor der Übernahme. Sie deckt Fehler auf und verbreitet Wissen im Team.",
    },
  },
  {
    slug: "unit-test",
    term: { sk: "Unit test", en: "Unit test", de: "Unit-Test" },
    definition: {
      sk: "Automatický test, ktorý overuje jednu malú časť kódu – napríklad funkciu – oddelene od zvyšku systému.",
      en: "An automated test that checks one small part of the code, such as a function, in isolation from the rest of the system.",
      de: "Ein automatisierter Test, der einen kleinen Teil des Codes – etwa eine Funktion – getrennt vom übrigen System prüft.",
    },
  },
  {
    slug: "test-automation",
    term: { sk: "Automatizácia testov", en: "Test automation", de: "Testautomatisierung" },
    definition: {
      sk: "Písanie programov, ktoré testujú aplikáciu namiesto ručného klikania, napríklad v nástrojoch Selenium, Playwright alebo Cypress.",
      en: "Writing programs that test an application instead of clicking through it by hand, for example with Selenium, Playwright or Cypress.",
      de: "Das Schreiben von Programmen, die eine Anwendung testen, statt sie von Hand durchzuklicken, etwa mit Selenium, Playwright oder Cypress.",
    },
  },
  {
    slug: "istqb",
    term: { sk: "ISTQB", en: "ISTQB", de: "ISTQB" },
    definition: {
      sk: "Medzinárodne uznávaná certifikácia softvérových testerov. Úroveň Foundation je častou požiadavkou v inzerátoch pre testerov.",
      en: "An internationally recognised certification for software testers. The Foundation level is a frequent requirement in testing job ads.",
      de: "Eine international anerkannte Zertifizierung für Softwaretester. Die Stufe Foundation wird in Stellenanzeigen für Tester häufig verlangt.",
    },
  },
  {
    slug: "penetration-test",
    term: { sk: "Penetračný test", en: "Penetration test", de: "Penetrationstest" },
    definition: {
      sk: "Riadený pokus o prienik do systému, ktorým bezpečnostný špecialista hľadá zraniteľnosti skôr, ako ich nájde útočník.",
      en: "A controlled attempt to break into a system, in which a security specialist looks for vulnerabilities before an attacker finds them.",
      de: "Ein kontrollierter Einbruchsversuch in ein System, bei dem ein Sicherheitsexperte Schwachstellen sucht, bevor ein Angreifer sie findet.",
    },
  },
  {
    slug: "cloud",
    term: { sk: "Cloud", en: "Cloud computing", de: "Cloud-Computing" },
    definition: {
      sk: "Prenájom výpočtového výkonu, úložiska a služieb cez internet od poskytovateľov ako AWS, Microsoft Azure alebo Google Cloud namiesto vlastných serverov.",
      en: "Renting computing power, storage and services over the internet from providers such as AWS, Microsoft Azure or Google Cloud instead of running your own servers.",
      de: "Die Anmietung von Rechenleistung, Speicher und Diensten über das Internet bei Anbietern wie AWS, Microsoft Azure oder Google Cloud statt eigener Server.",
    },
  },
  {
    slug: "saas",
    term: { sk: "SaaS", en: "SaaS", de: "SaaS" },
    definition: {
      sk: "Software as a Service – softvér, ktorý sa nepredáva na inštaláciu, ale používa sa cez internet za pravidelný poplatok.",
      en: "Software as a service – software that is not sold for installation but used over the internet for a recurring fee.",
      de: "Software as a Service – Software, die nicht zur Installation verkauft, sondern gegen eine regelmäßige Gebühr über das Internet genutzt wird.",
    },
  },
  {
    slug: "frontend",
    term: { sk: "Frontend", en: "Frontend", de: "Frontend" },
    definition: {
      sk: "Časť aplikácie, ktorú vidí používateľ – webové stránky a rozhrania, najčastejšie v JavaScripte alebo TypeScripte s Reactom, Angularom či Vue.",
      en: "The part of an application the user sees – web pages and interfaces, most often in JavaScript or TypeScript with React, Angular or Vue.",
      de: "Der Teil einer Anwendung, den der Nutzer sieht – Webseiten und Oberflächen, meist in JavaScript oder TypeScript mit React, Angular oder Vue.",
    },
  },
  {
    slug: "backend",
    term: { sk: "Backend", en: "Backend", de: "Backend" },
    definition: {
      sk: "Serverová časť aplikácie: obchodná logika, databázy a API, napríklad v Jave, .NET, Pythone alebo Node.js.",
      en: "The server side of an application: business logic, databases and APIs, for example in Java, .NET, Python or Node.js.",
      de: "Die Serverseite einer Anwendung: Geschäftslogik, Datenbanken und APIs, etwa in Java, .NET, Python oder Node.js.",
    },
  },
  {
    slug: "full-stack",
    term: { sk: "Full-stack vývojár", en: "Full-stack developer", de: "Full-Stack-Entwickler" },
    definition: {
      sk: "Vývojár, ktorý zvládne frontend aj backend aplikácie a často aj jej nasadenie.",
      en: "A developer who handles both the frontend and the backend of an application, and often its deployment as well.",
      de: "Ein Entwickler, der sowohl Frontend als auch Backend einer Anwendung beherrscht, oft auch deren Auslieferung.",
    },
  },
  {
    slug: "junior",
    term: { sk: "Junior", en: "Junior", de: "Junior" },
    definition: {
      sk: "Začínajúci IT špecialista s praxou do dvoch rokov, ktorý pracuje pod vedením skúsenejších kolegov.",
      en: "An IT specialist at the start of their career, with less than two years of experience, who works under the guidance of more experienced colleagues.",
      de: "Eine IT-Fachkraft am Anfang der Laufbahn mit weniger als zwei Jahren Erfahrung, die unter Anleitung erfahrener Kollegen arbeitet.",
    },
  },
  {
    slug: "medior",
    term: { sk: "Medior", en: "Mid-level (medior)", de: "Medior (Mid-Level)" },
    definition: {
      sk: "Samostatný IT špecialista s dvoma až štyrmi rokmi praxe, ktorý bežné úlohy zvládne bez pomoci.",
      en: "An independent IT specialist with two to four years of experience who handles routine tasks without help.",
      de: "Eine selbstständig arbeitende IT-Fachkraft mit zwei bis vier Jahren Erfahrung, die übliche Aufgaben ohne Hilfe erledigt.",
    },
  },
  {
    slug: "senior",
    term: { sk: "Senior", en: "Senior", de: "Senior" },
    definition: {
      sk: "Skúsený IT špecialista s piatimi a viac rokmi praxe, ktorý rieši zložité problémy, navrhuje riešenia a vedie mladších kolegov.",
      en: "An experienced IT specialist with five or more years of experience who solves complex problems, designs solutions and mentors junior colleagues.",
      de: "Eine erfahrene IT-Fachkraft mit fünf oder mehr Jahren Erfahrung, die komplexe Probleme löst, Lösungen entwirft und jüngere Kollegen anleitet.",
    },
  },
  {
    slug: "tech-lead",
    term: { sk: "Tech lead", en: "Tech lead", de: "Tech Lead" },
    definition: {
      sk: "Vedúci vývojár tímu, ktorý zodpovedá za technické rozhodnutia, kvalitu kódu a pomáha ostatným vývojárom.",
      en: "The lead developer of a team, responsible for technical decisions and code quality, who also helps the other developers.",
      de: "Der leitende Entwickler eines Teams, verantwortlich für technische Entscheidungen und Codequalität, der die anderen Entwickler unterstützt.",
    },
  },
  {
    slug: "software-architect",
    term: { sk: "Softvérový architekt", en: "Software architect", de: "Softwarearchitekt" },
    definition: {
      sk: "Špecialista, ktorý navrhuje celkovú štruktúru systému – jeho časti, rozhrania a technológie – tak, aby spĺňal požiadavky na výkon, bezpečnosť a udržiavateľnosť.",
      en: "A specialist who designs the overall structure of a system – its parts, interfaces and technologies – so that it meets requirements for performance, security and maintainability.",
      de: "Eine Fachkraft, die die Gesamtstruktur eines Systems entwirft – seine Teile, Schnittstellen und Technologien –, damit es Anforderungen an Leistung, Sicherheit und Wartbarkeit erfüllt.",
    },
  },
  {
    slug: "business-analyst",
    term: { sk: "Biznis analytik", en: "Business analyst", de: "Business-Analyst" },
    definition: {
      sk: "Prostredník medzi zákazníkom a vývojom: zisťuje potreby používateľov a zapisuje ich ako požiadavky, ktorým vývojári rozumejú.",
      en: "The link between the customer and development: finds out what users need and writes it down as requirements developers understand.",
      de: "Das Bindeglied zwischen Kunde und Entwicklung: ermittelt den Bedarf der Nutzer und hält ihn als Anforderungen fest, die Entwickler verstehen.",
    },
  },
  {
    slug: "data-warehouse",
    term: { sk: "Dátový sklad", en: "Data warehouse", de: "Data Warehouse" },
    definition: {
      sk: "Centrálna databáza, do ktorej sa zhromažďujú údaje z viacerých systémov, aby sa dali analyzovať a reportovať v čase.",
      en: "A central database that collects data from several systems so that it can be analysed and reported over time.",
      de: "Eine zentrale Datenbank, in der Daten aus mehreren Systemen gesammelt werden, um sie über die Zeit auszuwerten und darüber zu berichten.",
    },
  },
  {
    slug: "sql",
    term: { sk: "SQL", en: "SQL", de: "SQL" },
    definition: {
      sk: "Jazyk na prácu s relačnými databázami, ako sú PostgreSQL, Oracle alebo MS SQL Server: dotazy, vkladanie a úpravy údajov.",
      en: "The language for working with relational databases such as PostgreSQL, Oracle or MS SQL Server: queries, inserts and updates.",
      de: "Die Sprache für relationale Datenbanken wie PostgreSQL, Oracle oder MS SQL Server: Abfragen, Einfügen und Ändern von Daten.",
    },
  },
  {
    slug: "technical-debt",
    term: { sk: "Technický dlh", en: "Technical debt", de: "Technische Schulden" },
    definition: {
      sk: "Dôsledky rýchlych alebo nedokonalých riešení v kóde, ktoré spomaľujú ďalší vývoj, kým sa neopravia.",
      en: "The consequences of quick or imperfect solutions in the code, which slow down further development until they are fixed.",
      de: "Die Folgen schneller oder unvollkommener Lösungen im Code, die die weitere Entwicklung bremsen, bis sie behoben sind.",
    },
  },
  {
    slug: "legacy-system",
    term: { sk: "Legacy systém", en: "Legacy system", de: "Legacy-System" },
    definition: {
      sk: "Starší systém, ktorý je stále v prevádzke a dôležitý pre firmu, hoci používa zastarané technológie. Jeho údržba a migrácia sú častou náplňou projektov.",
      en: "An older system that is still in use and important to the business, although built on outdated technology. Maintaining and migrating it is a common project task.",
      de: "Ein älteres System, das noch in Betrieb und für das Unternehmen wichtig ist, obwohl es veraltete Technologien nutzt. Wartung und Migration sind häufige Projektaufgaben.",
    },
  },
  {
    slug: "mvp",
    term: { sk: "MVP", en: "MVP", de: "MVP" },
    definition: {
      sk: "Minimum Viable Product – prvá verzia produktu s najmenším rozsahom funkcií, ktorá už prináša hodnotu a overí záujem používateľov.",
      en: "Minimum viable product – the first version of a product with the smallest set of features that already delivers value and tests users' interest.",
      de: "Minimum Viable Product – die erste Version eines Produkts mit dem kleinsten Funktionsumfang, die bereits Nutzen stiftet und das Interesse der Nutzer prüft.",
    },
  },
  {
    slug: "on-call",
    term: { sk: "Pohotovosť (on-call)", en: "On-call duty", de: "Rufbereitschaft" },
    definition: {
      sk: "Čas, keď musí byť špecialista dosiahnuteľný a pripravený riešiť výpadky systému aj mimo pracovného času. Zvyčajne sa za ňu platí príplatok.",
      en: "Time during which a specialist must be reachable and ready to deal with system outages outside working hours. It is usually paid extra.",
      de: "Zeiten, in denen eine Fachkraft auch außerhalb der Arbeitszeit erreichbar und bereit sein muss, Systemausfälle zu beheben. Sie wird meist zusätzlich vergütet.",
    },
  },
  {
    slug: "tech-stack",
    term: { sk: "Technologický stack", en: "Tech stack", de: "Tech-Stack" },
    definition: {
      sk: "Súbor technológií, na ktorých projekt stojí – programovacie jazyky, frameworky, databázy a nástroje.",
      en: "The set of technologies a project is built on – programming languages, frameworks, databases and tools.",
      de: "Die Gesamtheit der Technologien, auf denen ein Projekt aufbaut – Programmiersprachen, Frameworks, Datenbanken und Werkzeuge.",
    },
  },
  {
    slug: "technical-interview",
    term: { sk: "Technický pohovor", en: "Technical interview", de: "Technisches Interview" },
    definition: {
      sk: "Časť výberového konania, v ktorej skúsený vývojár overuje odborné znalosti uchádzača – rozhovorom, úlohou alebo spoločným programovaním.",
      en: "The part of the selection process in which an experienced developer checks the candidate's expertise – through conversation, a task or pair programming.",
      de: "Der Teil des Auswahlverfahrens, in dem ein erfahrener Entwickler das Fachwissen des Bewerbers prüft – im Gespräch, mit einer Aufgabe oder beim gemeinsamen Programmieren.",
    },
  },
  {
    slug: "referral-bonus",
    term: { sk: "Odmena za odporúčanie", en: "Referral bonus", de: "Empfehlungsprämie" },
    definition: {
      sk: "Odmena pre toho, kto odporučí vhodného kandidáta, ak kandidát na projekt nastúpi. Na tomto portáli ju môžete získať cez odporúčací program.",
      en: "A reward for recommending a suitable candidate who then starts on a project. On this portal you can earn one through the referral programme.",
      de: "Eine Prämie für die Empfehlung eines passenden Kandidaten, der dann ein Projekt beginnt. Auf diesem Portal erhalten Sie sie über das Empfehlungsprogramm.",
    },
  },
  {
    slug: "cv",
    term: { sk: "Životopis (CV)", en: "CV (résumé)", de: "Lebenslauf (CV)" },
    definition: {
      sk: "Prehľad vzdelania, praxe, technológií a jazykov uchádzača. V IT je najdôležitejší popis projektov a použitých technológií.",
      en: "A summary of a candidate's education, experience, technologies and languages. In IT the description of projects and technologies used matters most.",
      de: "Eine Übersicht über Ausbildung, Berufserfahrung, Technologien und Sprachen eines Bewerbers. In der IT zählen vor allem die Projekte und eingesetzten Technologien.",
    },
  },
  {
    slug: "open-source",
    term: { sk: "Open source", en: "Open source", de: "Open Source" },
    definition: {
      sk: "Softvér s verejne dostupným zdrojovým kódom, ktorý môže ktokoľvek používať, upravovať a šíriť podľa podmienok licencie.",
      en: "Software whose source code is publicly available and may be used, changed and shared by anyone under the terms of its licence.",
      de: "Software mit öffentlich zugänglichem Quellcode, den jeder gemäß den Lizenzbedingungen nutzen, ändern und weitergeben darf.",
    },
  },
  {
    slug: "framework",
    term: { sk: "Framework", en: "Framework", de: "Framework" },
    definition: {
      sk: "Hotová kostra aplikácie s knižnicami a pravidlami, na ktorej vývojári stavajú – napríklad Spring, .NET, Angular alebo Django.",
      en: "A ready-made application skeleton with libraries and conventions that developers build on – for example Spring, .NET, Angular or Django.",
      de: "Ein fertiges Anwendungsgerüst mit Bibliotheken und Konventionen, auf dem Entwickler aufbauen – etwa Spring, .NET, Angular oder Django.",
    },
  },
  {
    slug: "deployment",
    term: { sk: "Nasadenie (deployment)", en: "Deployment", de: "Deployment (Auslieferung)" },
    definition: {
      sk: "Proces, ktorým sa nová verzia aplikácie dostane na server a k používateľom. Pri CI/CD prebieha automaticky.",
      en: "The process that brings a new version of an application onto the servers and to its users. With CI/CD it happens automatically.",
      de: "Der Vorgang, mit dem eine neue Version einer Anwendung auf die Server und zu den Nutzern gelangt. Mit CI/CD geschieht er automatisch.",
    },
  },
];
