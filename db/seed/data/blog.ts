import type { BlogAuthorSeed, BlogCategorySeed, BlogPostSeed } from './types.ts';

export const blogAuthors: BlogAuthorSeed[] = [
  {
    slug: 'martina-kovacova',
    name: 'Martina Kováčová',
    description: {
      sk: 'Vedie tím recruiterov v Kariéra IT. Za desať rokov obsadila stovky projektov pre vývojárov a testerov na Slovensku aj v Rakúsku a kandidátom rada radí, ako sa na pohovore nepredať pod cenu.',
      en: 'Head of Recruitment at Kariéra IT. Over ten years she has filled hundreds of developer and tester roles in Slovakia and Austria, and she enjoys helping candidates avoid underselling themselves in interviews.',
      de: 'Leitet das Recruiting-Team von Kariéra IT. In zehn Jahren hat sie Hunderte Projekte für Entwickler und Tester in der Slowakei und in Österreich besetzt und berät Kandidaten gern dabei, sich im Gespräch nicht unter Wert zu verkaufen.',
    },
  },
  {
    slug: 'peter-hudak',
    name: 'Peter Hudák',
    description: {
      sk: 'Solution architekt v Kariéra IT Software. Viac ako pätnásť rokov pracuje s Javou a Oracle a viedol vývoj dátových skladov pre infraštruktúrnych zákazníkov vrátane databázy s 5 TB údajov o stave tratí.',
      en: 'Solution architect at Kariéra IT Software. He has worked with Java and Oracle for more than fifteen years and led data warehouse projects for infrastructure clients, including a 5 TB track condition database.',
      de: 'Solution Architect bei Kariéra IT Software. Er arbeitet seit über fünfzehn Jahren mit Java und Oracle und leitete Data-Warehouse-Projekte für Infrastrukturkunden, darunter eine 5 TB große Datenbank zum Gleiszustand.',
    },
  },
  {
    slug: 'lucia-simkova',
    name: 'Lucia Šimková',
    description: {
      sk: 'Stará sa o kontraktorov Kariéra IT – od zmlúv a fakturácie až po predĺženia projektov. Predtým šesť rokov pracovala v účtovnej kancelárii, ktorá sa špecializovala na IT živnostníkov.',
      en: 'Looks after Kariéra IT contractors, from contracts and invoicing to project extensions. Before that, she spent six years at an accounting firm specialising in self-employed IT professionals.',
      de: 'Betreut die Freelancer von Kariéra IT – von Verträgen und Abrechnung bis zur Projektverlängerung. Zuvor arbeitete sie sechs Jahre in einer Steuerkanzlei, die auf selbstständige IT-Fachleute spezialisiert war.',
    },
  },
];

export const blogCategories: BlogCategorySeed[] = [
  { slug: 'career', name: { sk: 'Kariéra', en: 'Career', de: 'Karriere' } },
  { slug: 'technology', name: { sk: 'Technológie', en: 'Technology', de: 'Technologie' } },
  {
    slug: 'contracting',
    name: { sk: 'Kontraktori a živnosť', en: 'Contracting', de: 'Freelancing' },
  },
  {
    slug: 'salaries',
    name: { sk: 'Platy a sadzby', en: 'Salaries and rates', de: 'Gehälter und Tagessätze' },
  },
];

export const blogPosts: BlogPostSeed[] = [
  {
    slug: 'ako-si-stanovit-dennu-sadzbu-it-kontraktora',
    language: 'sk',
    title: 'Ako si stanoviť dennú sadzbu ako IT kontraktor na Slovensku',
    excerpt:
      'Hrubá mzda vydelená dvadsiatimi nestačí. Ukážeme, ako prepočítať želaný príjem na sadzbu za človekodeň, s koľkými fakturovanými dňami počítať a čo hovorí trh.',
    content: `<p>Keď prechádzate zo zamestnania na živnosť, prvá otázka býva rovnaká: koľko si mám pýtať za deň? Mnohí vezmú svoju hrubú mesačnú mzdu, vydelia ju dvadsiatimi a výsledok považujú za férovú sadzbu. V skutočnosti tak prídu o nemalú časť príjmu. Kontraktor nemá platenú dovolenku, nemocenskú od prvého dňa ani príspevok na stravu a medzi projektmi môže mať aj niekoľko týždňov bez fakturácie.</p>
<h2>Koľko dní v roku naozaj fakturujete</h2>
<p>Rok má okolo 260 dní od pondelka do piatku. Po odpočítaní štátnych sviatkov, dovolenky (rátajte aspoň 20 dní), niekoľkých dní choroby a času na vzdelávanie či hľadanie ďalšieho projektu vám reálne zostane 200 až 210 fakturovaných dní. Ak je trh neistý alebo máte za sebou prvý projekt, počítajte radšej so 190. Práve toto číslo je základom celého výpočtu.</p>
<h2>Od čistého príjmu k dennej sadzbe</h2>
<p>Začnite od konca: koľko chcete mať mesačne na účte po zaplatení daní a odvodov? Pripočítajte náklady, ktoré za vás doteraz platil zamestnávateľ – notebook, softvérové licencie, školenia, účtovníka (zvyčajne 50 až 70 eur mesačne) a rezervu na obdobie bez projektu. Pri živnosti potom treba zohľadniť zdravotné a sociálne odvody a daň z príjmu, pri s.r.o. daň právnickej osoby a zdanenie dividend alebo mzdy konateľa.</p>
<p>Praktické pravidlo, ktoré používame pri rozhovoroch s kontraktormi: ak chcete zarábať porovnateľne so zamestnancom s hrubou mzdou X, vaša denná sadzba by mala byť približne X / 20 × 1,5 až 1,7. Pri hrubej mzde 3 500 eur to znamená zhruba 260 až 300 eur za človekodeň (MD).</p>
<h2>Čo hovorí trh</h2>
<p>Výpočet vám povie, pod akú sumu nejsť. Koľko si môžete pýtať, určuje trh. Z projektov, ktoré obsadzujeme v Bratislave, vychádzajú približne tieto pásma:</p>
<ul>
<li><strong>Medior vývojár (Java, .NET, frontend):</strong> 250 – 350 € za MD</li>
<li><strong>Senior vývojár:</strong> 350 – 480 € za MD</li>
<li><strong>Architekt, tech lead, špecialista na Kotlin alebo cloud:</strong> 450 – 600 € za MD</li>
<li><strong>Test automation engineer:</strong> 250 – 400 € za MD</li>
</ul>
<p>V Košiciach a Žiline sú sadzby spravidla o 10 až 15 % nižšie, pri plne vzdialenej práci pre klientov z Rakúska či Nemecka naopak vyššie.</p>
<h2>Hodinovka, alebo človekodeň?</h2>
<p>Veľké firmy a štátne projekty rozpočtujú takmer výlučne v človekodňoch, menšie firmy a agentúry často v hodinách. Ak sa dohadujete na hodinovej sadzbe, overte si, či sa platí za skutočne odpracované hodiny alebo za paušál ôsmich hodín denne a ako sa rieši práca nadčas a pohotovosť. Tieto detaily majú na ročný príjem väčší vplyv ako rozdiel desiatich eur v sadzbe.</p>
<h2>Kedy sadzbu zvýšiť</h2>
<p>Najlepší čas je pri predĺžení zmluvy. Po roku na projekte ste pre klienta ťažko nahraditeľní a zvýšenie o 5 až 10 % je bežné. Argumentujte konkrétnymi výsledkami, nie infláciou – tá zaujíma klienta menej ako to, čo ste mu za posledný rok dodali.</p>
<p>Ak si nie ste istí, či vaša sadzba zodpovedá trhu, vyplňte náš <a href="/adequate-salary">dotazník adekvátnej mzdy</a> alebo si porovnajte formy práce v <a href="/salary-calculator">mzdovej kalkulačke</a>.</p>`,
    authorSlug: 'lucia-simkova',
    categorySlug: 'salaries',
    tags: ['sadzby', 'kontraktor', 'živnosť'],
    publishedDaysAgo: 12,
    draft: false,
  },
  {
    slug: 'zivnost-alebo-sro-zaklady-pre-it-kontraktorov',
    language: 'sk',
    title: 'Živnosť, alebo s.r.o.? Základy pre začínajúcich IT kontraktorov',
    excerpt:
      'Obe formy majú svoje miesto. Porovnávame založenie, účtovníctvo, dane a odvody, ručenie a to, ako sa k zarobeným peniazom reálne dostanete.',
    content: `<p>Väčšina vývojárov, ktorí odchádzajú zo zamestnania na kontrakt, začína so živnosťou. Je to rýchle, lacné a administratívne jednoduché. S rastúcou sadzbou však skôr či neskôr príde otázka, či sa neoplatí založiť s.r.o. Univerzálna odpoveď neexistuje, no základné rozdiely sa dajú zhrnúť na jednu stranu.</p>
<h2>Založenie a administratíva</h2>
<p><strong>Živnosť</strong> vybavíte online cez slovensko.sk alebo osobne na jednotnom kontaktnom mieste okresného úradu. Na programovanie a IT konzultácie zvyčajne stačí voľná živnosť „Počítačové služby a služby súvisiace s počítačovým spracovaním údajov“. Stačí vám daňová evidencia, a ak si uplatňujete paušálne výdavky, v podstate len evidencia príjmov.</p>
<p><strong>S.r.o.</strong> vyžaduje spoločenskú zmluvu alebo zakladateľskú listinu, zápis do obchodného registra a základné imanie najmenej 5 000 eur. Spoločnosť vedie podvojné účtovníctvo, zostavuje účtovnú závierku a podáva daňové priznanie právnickej osoby. Počítajte s vyššími nákladmi na účtovníka, bežne 100 až 200 eur mesačne.</p>
<h2>Dane a odvody</h2>
<p>Živnostník platí daň z príjmov fyzických osôb a zdravotné a sociálne odvody. V prvom roku podnikania je od sociálnych odvodov spravidla oslobodený, zdravotné platí od začiatku aspoň v minimálnej výške. Od ďalšieho obdobia sa výška odvodov odvíja od príjmov z predchádzajúceho roka, čo vie pri vyššom obrate nepríjemne prekvapiť.</p>
<p>S.r.o. platí daň z príjmov právnickej osoby. K vám sa peniaze potom dostanú ako mzda konateľa (s plnými odvodmi), ako dividenda (so zrážkovou daňou, ale bez odvodov) alebo kombináciou oboch. Sadzby daní sa v posledných rokoch menili takmer každý rok a pre firmy s nižším obratom platí znížená sadzba. Konkrétne čísla si preto vždy overte v aktuálnom znení zákona alebo u účtovníka.</p>
<h2>Ručenie a dôveryhodnosť</h2>
<p>Živnostník ručí za záväzky celým svojím majetkom. Spoločnosť s ručením obmedzeným ručí majetkom spoločnosti a spoločník len do výšky nesplateného vkladu. Pri IT projektoch, kde sa zmluvne dohaduje zodpovednosť za škodu, to nie je zanedbateľný rozdiel. Niektorí väčší klienti, najmä banky a zahraničné firmy, navyše s.r.o. ako dodávateľa jednoducho uprednostňujú.</p>
<h2>Kedy zvážiť prechod na s.r.o.</h2>
<ul>
<li>Váš obrat je taký vysoký, že paušálne výdavky, ktoré sú zhora obmedzené, už pokrývajú len malú časť príjmu.</li>
<li>Máte viac klientov alebo plánujete zamestnať ďalších ľudí.</li>
<li>Nechcete všetky zarobené peniaze hneď vyberať a radšej ich necháte vo firme na ďalšie investície.</li>
<li>Klient vyžaduje ako dodávateľa právnickú osobu alebo vyššie poistenie zodpovednosti.</li>
</ul>
<p>Pre väčšinu kontraktorov so sadzbou do 300 eur za deň zostáva živnosť s paušálnymi výdavkami najjednoduchšou voľbou. Pri vyšších sadzbách a dlhodobých projektoch sa oplatí spraviť si presný prepočet. Pomôže vám s ním naša <a href="/salary-calculator">mzdová kalkulačka</a> a <a href="/work-types-comparison">porovnanie foriem práce</a>. Tento článok nenahrádza daňové poradenstvo, pred rozhodnutím sa poraďte s účtovníkom.</p>`,
    authorSlug: 'lucia-simkova',
    categorySlug: 'contracting',
    tags: ['živnosť', 's.r.o.', 'dane'],
    publishedDaysAgo: 47,
    draft: false,
  },
  {
    slug: 'ako-sa-pripravit-na-technicky-pohovor',
    language: 'sk',
    title: 'Technický pohovor: ako sa pripraviť, aby ste ukázali, čo naozaj viete',
    excerpt:
      'Od prvého telefonátu s recruiterom po live coding. Čo sa na technických pohovoroch naozaj deje a ako sa na jednotlivé kolá pripraviť.',
    content: `<p>Technický pohovor nie je skúška z teórie. Klient chce zistiť, či dokážete od prvého týždňa samostatne pracovať na jeho projekte a ako uvažujete, keď niečo neviete. Za posledné roky sme na pohovory pripravili stovky kandidátov a väčšina z tých neúspešných neprepadla pre nedostatok vedomostí, ale pre slabú prípravu.</p>
<h2>Ako pohovor zvyčajne prebieha</h2>
<ul>
<li><strong>Úvodný rozhovor s recruiterom</strong> (15 – 30 minút): motivácia, dostupnosť, sadzba, jazyky.</li>
<li><strong>Technické kolo</strong> (60 – 90 minút): rozhovor s vývojárom alebo architektom klienta, otázky k vašim projektom a technológiám, často aj krátka praktická úloha.</li>
<li><strong>Záverečné kolo</strong>: stretnutie s projektovým manažérom alebo vedúcim tímu, zamerané na spoluprácu a očakávania.</li>
</ul>
<p>Pri kontraktoroch býva proces kratší, niekedy stačí jedno technické kolo. O to viac záleží na prvom dojme.</p>
<h2>Príprava na technické otázky</h2>
<p>Prečítajte si popis projektu a zoznam technológií a ku každej si pripravte jeden konkrétny príbeh z praxe. Namiesto „robil som so Springom“ povedzte, akú službu ste stavali, aký problém ste riešili a ako ste ho vyriešili. Osviežte si základy, na ktoré sa pýtajú takmer vždy: pri Jave kolekcie, equals a hashCode, transakcie a správanie JPA, pri frontende životný cyklus komponentov, správu stavu a výkon renderovania, pri databázach indexy, izolačné úrovne a čítanie exekučného plánu.</p>
<h2>Live coding a úlohy na doma</h2>
<p>Pri live codingu sa nehodnotí len výsledok, ale aj postup. Nahlas hovorte, čo robíte a prečo. Začnite najjednoduchším funkčným riešením a až potom optimalizujte. Ak si nespomeniete na presný názov metódy, povedzte to – skúsený interviewer to ocení viac ako tiché zaváhanie. Pri úlohe na doma dodržte zadaný rozsah, pridajte krátke README a aspoň niekoľko testov. Kód, ktorý sa dá spustiť jedným príkazom, robí veľmi dobrý dojem.</p>
<h2>Otázky, ktoré máte položiť vy</h2>
<p>Pohovor je obojstranný. Pýtajte sa, ako vyzerá typický šprint, kto rozhoduje o architektúre, ako často sa nasadzuje do produkcie a v akom stave sú testy. Odpovede vám veľa povedia o tom, do čoho idete, a zároveň ukážu, že rozmýšľate ako človek, ktorý chce na projekte niečo zlepšiť.</p>
<h2>Najčastejšie chyby</h2>
<ul>
<li>Nepoznáte vlastné CV. Interviewer sa spýta na projekt spred troch rokov a vy si nepamätáte podrobnosti.</li>
<li>Preháňanie. Ak ste s Kubernetes pracovali len ako používateľ, povedzte to otvorene.</li>
<li>Technické problémy pri online pohovore. Desať minút pred začiatkom si vyskúšajte kameru, mikrofón a zdieľanie obrazovky.</li>
</ul>
<p>Ak sa hlásite na projekt cez Kariéra IT, recruiter vám pred technickým kolom povie, kto bude sedieť na druhej strane a na čo sa zvyčajne pýta. Využite to a pozrite si aj aktuálne <a href="/jobs">ponuky projektov</a>.</p>`,
    authorSlug: 'martina-kovacova',
    categorySlug: 'career',
    tags: ['pohovor', 'kariéra', 'live coding'],
    publishedDaysAgo: 85,
    draft: false,
  },
  {
    slug: 'co-hlada-recruiter-vo-vasom-zivotopise',
    language: 'sk',
    title: 'Čo hľadá recruiter vo vašom životopise',
    excerpt:
      'Prvé prečítanie CV trvá recruiterovi menej ako minútu. Ako napísať životopis, ktorý v tejto minúte obstojí a presvedčí aj technického človeka na strane klienta.',
    content: `<p>Keď príde od klienta nová požiadavka, prejdeme desiatky životopisov za jedno popoludnie. Prvé prečítanie zvyčajne trvá menej ako minútu a práve v nej sa rozhodne, či sa vám ozveme. Toto je to, na čo sa pri tom naozaj pozeráme.</p>
<h2>1. Aktuálna rola a technológie hneď na začiatku</h2>
<p>Hore na prvej strane by malo byť jasné, kto ste, napríklad „Senior Java vývojár, 8 rokov praxe, Spring Boot, Oracle, Kafka“. Krátke zhrnutie v dvoch či troch vetách je užitočnejšie ako dlhý odsek o tom, že ste komunikatívny tímový hráč.</p>
<h2>2. Projekty, nielen zamestnávatelia</h2>
<p>Pri kontraktoroch nás zaujíma, na čom ste pracovali, nielen pre koho. Pri každom projekte uveďte doménu (bankovníctvo, telekomunikácie, doprava), veľkosť tímu, svoju rolu a technológie. Jedna veta o výsledku, napríklad „migrácia 40 služieb z WebLogicu na Kubernetes bez výpadku“, povie viac ako zoznam povinností.</p>
<h2>3. Roky praxe pri jednotlivých technológiách</h2>
<p>Klienti sa často pýtajú presne: koľko rokov s Angularom, koľko s PostgreSQL? Ak to v CV nie je, musíme to dohľadávať z popisov projektov a ľahko vás podceníme. Náš <a href="/cv">CV builder</a> preto umožňuje pri každej technológii zadať roky praxe a zobrazí ich aj v grafe skúseností.</p>
<h2>4. Dátumy a medzery</h2>
<p>Uvádzajte mesiac a rok začiatku aj konca. Medzera medzi projektmi nie je problém, ak je vysvetlená – sabbatical, starostlivosť o rodinu, vlastný projekt. Problém je, keď dátumy úplne chýbajú alebo si odporujú s vaším profilom na LinkedIne.</p>
<h2>5. Jazyky a dostupnosť</h2>
<p>Pri projektoch pre rakúskych a nemeckých klientov je úroveň nemčiny často rozhodujúca. Buďte presní: „nemčina B2, denná pracovná komunikácia“ je lepšie ako „nemčina – pokročilý“. Napíšte aj to, odkedy môžete nastúpiť a či hľadáte prácu na mieste, hybridne alebo na diaľku.</p>
<h2>Čo nás skôr odradí</h2>
<ul>
<li>CV dlhšie ako štyri strany s opakujúcimi sa popismi projektov.</li>
<li>Hodnotenie zručností hviezdičkami alebo percentami bez akéhokoľvek kontextu.</li>
<li>Zoznam tridsiatich technológií, z ktorých s polovicou ste sa stretli len na školení.</li>
<li>Fotografia z dovolenky. Ak fotku pridávate, nech je neutrálna a aktuálna.</li>
</ul>
<p>Dobré CV nemusí byť graficky výnimočné. Musí byť prehľadné, pravdivé a ľahko porovnateľné s požiadavkami projektu. Ak ho máte v slovenčine aj v angličtine, ušetríte sebe aj nám čas pri zahraničných klientoch. Životopis si môžete pripraviť priamo na portáli a poslať nám odkaz namiesto prílohy.</p>`,
    authorSlug: 'martina-kovacova',
    categorySlug: 'career',
    tags: ['životopis', 'recruiting', 'kariéra'],
    publishedDaysAgo: 130,
    draft: false,
  },
  {
    slug: 'karierna-cesta-testera-od-manualneho-testovania-k-automatizacii',
    language: 'sk',
    title: 'Kariérna cesta testera: od manuálneho testovania k automatizácii',
    excerpt:
      'Manuálne testovanie je dobrý vstup do IT, no nemusí byť konečnou. Ako vyzerajú jednotlivé kroky, čo sa naučiť a ako sa to prejaví na odmene.',
    content: `<p>Testovanie je jedna z mála ciest do IT, na ktorú netreba informatické vzdelanie. Dobrý tester potrebuje najmä systematické myslenie, zvedavosť a schopnosť zrozumiteľne popísať chybu. Ak však chcete po niekoľkých rokoch rásť aj finančne, samotné manuálne testovanie na to zvyčajne nestačí.</p>
<h2>Krok 1: Manuálny tester</h2>
<p>Na začiatku sa naučíte písať testovacie scenáre, reportovať chyby v Jire, rozumieť požiadavkám a pracovať s testovacími dátami. Oplatí sa získať certifikát ISTQB Foundation Level – mnohí klienti ho vyžadujú a naučí vás spoločný slovník. Už v tejto fáze si osvojte SQL a vývojárske nástroje v prehliadači. Tester, ktorý si vie chybu overiť priamo v databáze alebo v sieťovej komunikácii, je pre tím výrazne cennejší.</p>
<h2>Krok 2: Testovanie API a prvé skripty</h2>
<p>Ďalším prirodzeným krokom je testovanie REST API v Postmane alebo podobnom nástroji. Od ručne spúšťaných požiadaviek je len kúsok k jednoduchým skriptom a kolekciám, ktoré bežia automaticky. V tejto fáze sa oplatí zvoliť si jeden programovací jazyk. Najčastejšie sú to Java, TypeScript a Python; vyberte si ten, ktorý používa váš vývojový tím.</p>
<h2>Krok 3: Automatizácia UI a CI</h2>
<p>Automatizovaný tester píše testy v nástrojoch ako Selenium, Playwright alebo Cypress a zaraďuje ich do CI pipeline v Jenkinse, GitLab CI či GitHub Actions. Dôležitý nie je počet testov, ale ich stabilita. Sada, ktorá každý tretí beh bez dôvodu zlyhá, tímu nepomáha. Naučte sa princípy ako page object, izolácia testovacích dát a testovacia pyramída – teda čo testovať na úrovni jednotiek, čo cez API a čo až cez používateľské rozhranie.</p>
<h2>Krok 4: Špecializácia</h2>
<p>Skúsení testeri sa zvyčajne posúvajú jedným z troch smerov: výkonnostné testovanie (JMeter, Gatling, k6), testovanie bezpečnosti alebo rola test leada či QA architekta, ktorý navrhuje stratégiu testovania pre celý projekt. Niektorí prejdú úplne do vývoja a skúsenosť z testovania je pre nich veľkou výhodou.</p>
<h2>Ako sa to prejaví na odmene</h2>
<p>Z údajov nášho dotazníka adekvátnej mzdy vidíme, že automatizovaný tester s rovnakou praxou zarába zvyčajne o 30 až 60 % viac ako manuálny. Najvýraznejšie mzdu zvyšujú skúsenosti s CI a s výkonnostným testovaním, ktoré na trhu stále chýbajú.</p>
<p>Ak zvažujete ďalší krok, vyplňte <a href="/adequate-salary/tester/form">dotazník pre testerov</a> a pozrite si aktuálne <a href="/jobs">projekty</a>. Viaceré z nich počítajú s tým, že sa automatizáciu doučíte priamo na projekte pod vedením skúseného kolegu.</p>`,
    authorSlug: 'martina-kovacova',
    categorySlug: 'technology',
    tags: ['testovanie', 'automatizácia', 'kariéra', 'Playwright'],
    publishedDaysAgo: 23,
    draft: false,
  },
  {
    slug: 'what-5-tb-of-rail-inspection-data-taught-us',
    language: 'en',
    title: 'What 5 TB of rail inspection data taught us about data warehouses',
    excerpt:
      'Lessons from several years of building and running a data warehouse for a national railway infrastructure manager: location models, partitioning, raw data and data quality.',
    content: `<p>For several years our team has been building and running a data warehouse for a national railway infrastructure manager. It stores the results of ultrasonic and track geometry inspections collected by measurement vehicles across the whole network, and it has grown to roughly 5 TB. These are the lessons we would pass on to anyone starting a similar project.</p>
<h2>Model the physical world first</h2>
<p>Track is not a simple list of assets. Lines are split into sections, kilometre posts move after reconstruction, and the same rail can be measured by different vehicles with different calibrations. We spent the first months with track engineers, not with SQL. The result was a location model that maps every measurement to a stable position on the network, even after the network itself has changed. Without it, comparing a defect found this year with the same defect three years ago would be guesswork.</p>
<h2>Partition by what people actually query</h2>
<p>Engineers almost never ask for "all defects". They ask for one line, one section, one inspection run or a trend over time. We partition the large fact tables in Oracle by measurement date and subpartition them by line, so most queries touch only a small fraction of the data. Nightly loads exchange whole partitions instead of updating rows, which keeps load times predictable and turns reprocessing a run after recalibration into a matter of minutes.</p>
<h2>Keep the raw data</h2>
<p>Classification rules for defects change. A rail flaw that was acceptable under old limits may need attention under new ones. Because we keep the raw inspection results alongside the classified defects, we can re-evaluate the whole history whenever the rules change, rather than telling users that older data "is what it is".</p>
<h2>Make data quality visible</h2>
<p>Measurement vehicles occasionally produce gaps, duplicate runs or shifted positions. Instead of silently cleaning the data, every load produces a quality report that data stewards on the client's side review. Over time, this report became one of the most used outputs of the system, because it tells maintenance planners how far they can trust a particular run.</p>
<h2>Boring technology, on purpose</h2>
<p>The stack is deliberately conservative: Oracle Database, PL/SQL for the heavy transformations, Java services for integration and an Angular front end for engineers. Infrastructure systems live for decades, and the client needs people who can maintain them long after the original team has moved on. Choosing widely known tools made hiring and handover much easier, which, for a company that also staffs projects, is not a minor point.</p>
<p>If this kind of work interests you, have a look at our <a href="/en/cases">case studies</a> or the <a href="/en/jobs">open projects</a>. We regularly look for Oracle and Java specialists who enjoy working with data that has a physical meaning.</p>`,
    authorSlug: 'peter-hudak',
    categorySlug: 'technology',
    tags: ['data warehouse', 'Oracle', 'railways'],
    publishedDaysAgo: 160,
    draft: false,
  },
  {
    slug: 'relocating-to-bratislava-as-an-it-contractor',
    language: 'en',
    title: 'Relocating to Bratislava as an IT contractor: a practical checklist',
    excerpt:
      'Residence, trade licence, health insurance, housing and language: what to sort out in your first weeks in Bratislava, and which projects work without Slovak.',
    content: `<p>Bratislava is an hour from Vienna and a few hours from Budapest and Prague, and its IT market has been hiring steadily for years. A growing share of the contractors we place come from abroad: from other EU countries, but also from Ukraine, India and the Western Balkans. This checklist covers the first weeks after you arrive.</p>
<h2>Residence and registration</h2>
<p>EU citizens can work in Slovakia without a work permit, but they must report their stay and, for longer stays, register their residence with the foreign police. Citizens of non-EU countries usually need a temporary residence permit for employment or business, and the process can take several weeks. Start early and keep copies of everything: you will be asked for proof of accommodation, and documents issued abroad may need an official translation.</p>
<h2>Trade licence or employment</h2>
<p>Most contractors work on a trade licence (živnosť). Once you have a registered address, you can apply online or at the one-stop shop of the district office. You then choose one of the three Slovak health insurance companies and register with the tax office. Before deciding, compare the options in our <a href="/en/salary-calculator">salary calculator</a>: for the first year, employment can be the simpler start if you want predictable paperwork.</p>
<h2>Banking and housing</h2>
<p>Opening a bank account is straightforward for EU citizens; others may be asked for their residence permit first. Rents in Bratislava are noticeably lower than in Vienna, but they rose quickly in recent years. The new riverside developments around Eurovea and Nivy are popular with people working in the city centre, while Ružinov and Petržalka offer more space for the money. Public transport is cheap and reliable, and most offices are a short tram or trolleybus ride away.</p>
<h2>Language</h2>
<p>English is the working language in most international teams, and you can spend years in Bratislava IT without speaking Slovak. Even so, basic Slovak makes dealing with offices, doctors and landlords far easier, and Slovak clients appreciate the effort. Slovak and Czech are mutually intelligible, so a course in either language will help on both sides of the border.</p>
<h2>Finding the first project</h2>
<p>Create a profile and build your CV in English with our <a href="/en/cv">CV builder</a>. Our recruiters speak English and German and will tell you honestly which projects accept candidates without Slovak or German. Projects for banks and the public sector often require Slovak; product companies and international service centres usually do not. Once you have your trade licence, the first invoice can go out at the end of your first month on the project.</p>`,
    authorSlug: 'lucia-simkova',
    categorySlug: 'career',
    tags: ['relocation', 'Bratislava', 'contracting'],
    publishedDaysAgo: 1,
    draft: true,
  },
  {
    slug: 'remote-vertraege-slowakische-it-freelancer-oesterreich',
    language: 'de',
    title: 'Remote über die Grenze: Was beim Einsatz slowakischer IT-Freelancer in Österreich zu beachten ist',
    excerpt:
      'Zwischen Bratislava und Wien liegen rund 60 Kilometer, zwischen den beiden Rechtsordnungen deutlich mehr. Ein Überblick über Verträge, Umsatzsteuer und Sozialversicherung.',
    content: `<p>Immer mehr österreichische Unternehmen arbeiten mit Entwicklerinnen und Entwicklern aus der Slowakei zusammen. Die Vorteile liegen auf der Hand: gleiche Zeitzone, kurze Anreise zu Workshops, oft gute Deutschkenntnisse und Tagessätze, die spürbar unter dem Wiener Niveau liegen. Damit die Zusammenarbeit auch rechtlich sauber läuft, sollten Sie einige Punkte kennen. Dieser Beitrag ersetzt keine Rechts- oder Steuerberatung, gibt Ihnen aber eine Checkliste für das erste Gespräch mit Ihrer Beraterin oder Ihrem Berater.</p>
<h2>Direktvertrag oder Vermittlung</h2>
<p>Sie können einen slowakischen Freelancer direkt beauftragen oder über einen Dienstleister wie Kariéra IT. Beim Direktvertrag schließen Sie einen Werkvertrag oder freien Dienstvertrag mit einer Person, die in der Slowakei ein Gewerbe (živnosť) angemeldet hat oder eine eigene Gesellschaft (s.r.o.) führt. Bei der Vermittlung ist Ihr Vertragspartner ein Unternehmen, das Abrechnung, Ersatz bei Ausfall und die Prüfung der Qualifikation übernimmt. Klären Sie, ob es sich rechtlich um eine Arbeitskräfteüberlassung handelt – dafür gelten in Österreich die Regeln des Arbeitskräfteüberlassungsgesetzes (AÜG).</p>
<h2>Umsatzsteuer: Reverse Charge</h2>
<p>Erbringt ein slowakischer Unternehmer Programmier- oder Beratungsleistungen an ein österreichisches Unternehmen, gilt in der Regel das Reverse-Charge-Verfahren: Die Rechnung wird ohne slowakische Mehrwertsteuer ausgestellt, und Sie führen die Umsatzsteuer in Österreich ab. Voraussetzung ist, dass beide Seiten eine gültige UID-Nummer haben. Slowakische Freelancer müssen sich dafür auch dann registrieren, wenn sie im Inland unter der Umsatzgrenze liegen. Die UID Ihres Vertragspartners prüfen Sie über das VIES-System der Europäischen Kommission.</p>
<h2>Sozialversicherung und Steuern</h2>
<p>Arbeitet der Freelancer ausschließlich von der Slowakei aus, ist er in der Regel dort sozialversichert und steuerpflichtig. Anders kann es aussehen, wenn er regelmäßig in Ihren Räumen in Wien arbeitet. Dann werden die A1-Bescheinigung, das Doppelbesteuerungsabkommen zwischen Österreich und der Slowakei und gegebenenfalls Meldepflichten nach dem Lohn- und Sozialdumping-Bekämpfungsgesetz (LSD-BG) relevant. Legen Sie deshalb vorab fest, an wie vielen Tagen pro Monat eine Anwesenheit vor Ort geplant ist.</p>
<h2>Scheinselbstständigkeit vermeiden</h2>
<p>Entscheidend ist nicht die Bezeichnung des Vertrags, sondern die gelebte Praxis. Wer feste Arbeitszeiten hat, in die Hierarchie eingebunden ist und nur einen einzigen Auftraggeber kennt, kann als Dienstnehmer eingestuft werden – mit Nachforderungen von Beiträgen. Definieren Sie deshalb Ergebnisse und Leistungszeiträume statt Anwesenheitspflichten und lassen Sie dem Auftragnehmer Freiheit bei Arbeitsmitteln und Arbeitszeit.</p>
<h2>Praktische Vertragspunkte</h2>
<ul>
<li>Tagessatz, Abrechnung nach Personentagen oder Stunden, Zahlungsziel (üblich sind 14 bis 30 Tage)</li>
<li>Übertragung der Nutzungsrechte am Quellcode</li>
<li>Vertraulichkeit und Datenschutz, einschließlich Auftragsverarbeitungsvertrag nach DSGVO</li>
<li>Kündigungsfristen und Vertretungsregelung bei Krankheit</li>
<li>Vertragssprache (Deutsch oder Englisch) und Gerichtsstand</li>
</ul>
<p>Wenn Sie diese Fragen lieber einem Partner überlassen möchten: Wir übernehmen Vertragsgestaltung, Abrechnung und Ersatz bei Ausfall und greifen dabei auf rund 12.000 Fachkräfte in unserer Datenbank zurück. Mehr dazu finden Sie auf unserer Seite <a href="/de/services">Leistungen</a>.</p>`,
    authorSlug: 'lucia-simkova',
    categorySlug: 'contracting',
    tags: ['Freelancing', 'Österreich', 'Verträge', 'Reverse Charge'],
    publishedDaysAgo: 65,
    draft: false,
  },
  {
    slug: 'tagessaetze-bratislava-wien-vergleich',
    language: 'de',
    title: 'Tagessätze in Bratislava und Wien: ein realistischer Vergleich',
    excerpt:
      'Was kostet ein Senior-Java-Entwickler pro Personentag in Bratislava, was in Wien? Zahlen aus unseren Projekten und worauf Sie neben dem Preis achten sollten.',
    content: `<p>Österreichische Auftraggeber fragen uns fast immer zuerst nach dem Preis. Das ist verständlich, denn der Unterschied ist beträchtlich. Ein reiner Preisvergleich greift aber zu kurz. In diesem Beitrag stellen wir Tagessätze aus Projekten gegenüber, die wir in den vergangenen zwölf Monaten besetzt haben, und erklären, worauf Sie neben der Zahl achten sollten.</p>
<h2>Die Zahlen</h2>
<p>Die folgenden Spannen sind Tagessätze für Freelancer, netto ohne Umsatzsteuer, bei Vollzeiteinsatz über mindestens sechs Monate:</p>
<ul>
<li><strong>Java- oder .NET-Entwickler, Senior:</strong> Bratislava 350–480 €, Wien 650–850 €</li>
<li><strong>Frontend-Entwickler (React, Angular), Senior:</strong> Bratislava 330–450 €, Wien 600–800 €</li>
<li><strong>Testautomatisierung:</strong> Bratislava 250–400 €, Wien 500–700 €</li>
<li><strong>Data Engineer mit Oracle- oder Cloud-Erfahrung:</strong> Bratislava 420–550 €, Wien 700–950 €</li>
</ul>
<p>Arbeiten slowakische Freelancer remote für einen Wiener Kunden, liegen sie meist in der oberen Hälfte der Spanne für Bratislava.</p>
<h2>Warum der Unterschied so groß ist</h2>
<p>Der Hauptgrund sind Lebenshaltungskosten und das allgemeine Lohnniveau, das in der Slowakei deutlich unter dem österreichischen liegt. Hinzu kommen niedrigere Abgaben für Selbstständige und ein großes Angebot an Absolventen der technischen Universitäten in Bratislava, Košice und Žilina. Mit Qualität hat der Unterschied wenig zu tun: Viele unserer Kandidaten haben jahrelang in Projekten für deutsche und österreichische Banken, Versicherungen und Industrieunternehmen gearbeitet.</p>
<h2>Worauf Sie neben dem Preis achten sollten</h2>
<ul>
<li><strong>Deutschkenntnisse:</strong> Wer Deutsch auf C1-Niveau spricht, verlangt zu Recht 10 bis 20 % mehr. Bei Projekten mit viel fachlicher Abstimmung lohnt sich das fast immer.</li>
<li><strong>Präsenz vor Ort:</strong> Die Fahrt nach Wien dauert mit Zug oder Auto etwa eine Stunde. Planen Sie Präsenztage von Anfang an ein und klären Sie, wer die Reisekosten trägt.</li>
<li><strong>Kontinuität:</strong> Sehr günstige Angebote bedeuten oft, dass der Freelancer beim nächsten besseren Angebot wechselt. Ein fairer Satz hält gute Leute länger im Projekt.</li>
</ul>
<h2>Tagessatz oder Stundensatz?</h2>
<p>In der Slowakei wird im Enterprise-Umfeld fast ausschließlich in Personentagen kalkuliert, auf Slowakisch „človekodeň“, kurz MD. Ein Personentag umfasst acht Stunden. Wenn Sie lieber nach Stunden abrechnen, vereinbaren Sie klar, wie Überstunden und Rufbereitschaft vergütet werden.</p>
<p>Sie möchten eine konkrete Einschätzung für Ihr Projekt? Unser Team in Bratislava stellt Ihnen innerhalb von zwei Werktagen passende Profile mit realistischen Sätzen zusammen. Mehr dazu unter <a href="/de/services">Leistungen</a>.</p>`,
    authorSlug: 'martina-kovacova',
    categorySlug: 'salaries',
    tags: ['Tagessätze', 'Nearshoring', 'Wien', 'Bratislava'],
    publishedDaysAgo: 200,
    draft: false,
  },
  {
    slug: 'how-to-prepare-for-a-technical-interview',
    language: 'en',
    translationOf: 'ako-sa-pripravit-na-technicky-pohovor',
    title: 'Technical interviews: how to prepare so you show what you really know',
    excerpt:
      'From the first call with a recruiter to live coding: what really happens in technical interviews and how to prepare for each round.',
    content: `A technical interview is not an exam in theory. The client wants to know whether you can work on their project on your own from the first week, and how you think when you do not know something. We have prepared hundreds of candidates for interviews, and most of those who failed did not lack knowledge: they lacked preparation.

## How the interview usually goes

- **First call with the recruiter** (15–30 minutes): motivation, availability, rate, languages.
- **Technical round** (60–90 minutes): a conversation with the client's developer or architect, questions about your projects and technologies, often a short practical task.
- **Final round**: a meeting with the project manager or team lead about collaboration and expectations.

For contractors the process is often shorter; sometimes one technical round is all there is. That makes the first impression count even more.

## Preparing for the technical questions

Read the project description and the list of technologies, and prepare one concrete story from your work for each of them. Instead of "I worked with Spring", say which service you built, which problem you solved and how. Refresh the basics that come up almost every time: in Java collections, \`equals\` and \`hashCode\`, transactions and how JPA behaves; on the frontend the component life cycle, state management and rendering performance; in databases indexes, isolation levels and reading an execution plan.

## Live coding and take-home tasks

In live coding, the way you get there counts as much as the result. Say out loud what you are doing and why. Start with the simplest solution that works and optimise only afterwards. If you cannot remember the exact name of a method, say so: an experienced interviewer values that more than a silent pause. For a take-home task, keep to the scope, add a short README and at least a few tests. Code that runs with one command makes a very good impression.

## Questions you should ask

An interview goes both ways. Ask what a typical sprint looks like, who decides on the architecture, how often the team deploys to production and what state the tests are in. The answers tell you a lot about what you are getting into, and they show that you think like someone who wants to make the project better.

## The most common mistakes

- Not knowing your own CV. The interviewer asks about a project from three years ago and you cannot remember the details.
- Exaggerating. If you only used Kubernetes as a user, say so openly.
- Technical trouble in an online interview. Test your camera, microphone and screen sharing ten minutes before it starts.

If you apply for a project through Kariéra IT, your recruiter tells you before the technical round who will sit on the other side and what they usually ask. Make use of it, and have a look at the current [project offers](/en/jobs).`,
    authorSlug: 'martina-kovacova',
    categorySlug: 'career',
    tags: ['interview', 'career', 'live coding'],
    publishedDaysAgo: 84,
    draft: false,
  },
];
