/** Header and footer navigation: every section of docs/product/screens-and-routes.md, by unprefixed path and label key. */
export const headerNav = [
  { path: '/jobs', label: 'nav.jobs' },
  { path: '/salary-calculator', label: 'nav.salaryCalculator' },
  { path: '/referral', label: 'nav.referral' },
  { path: '/events', label: 'nav.events' },
  { path: '/blog', label: 'nav.blog' },
  { path: '/services', label: 'nav.forCompanies' },
] as const;

export const footerNav = [
  {
    title: 'footer.candidates',
    links: [
      { path: '/jobs', label: 'nav.jobs' },
      { path: '/extra', label: 'nav.extra' },
      { path: '/referral', label: 'nav.referral' },
      { path: '/adequate-salary', label: 'nav.adequateSalary' },
      { path: '/salary-calculator', label: 'nav.salaryCalculator' },
      { path: '/work-types-comparison', label: 'nav.workTypes' },
      { path: '/cv', label: 'nav.cv' },
    ],
  },
  {
    title: 'footer.content',
    links: [
      { path: '/blog', label: 'nav.blog' },
      { path: '/newsfeed', label: 'nav.newsfeed' },
      { path: '/events', label: 'nav.events' },
      { path: '/dictionary', label: 'nav.dictionary' },
      { path: '/newsletter', label: 'nav.newsletter' },
    ],
  },
  {
    title: 'footer.company',
    links: [
      { path: '/kariera-it', label: 'nav.productAbout' },
      { path: '/about-us', label: 'nav.aboutUs' },
      { path: '/services', label: 'nav.services' },
      { path: '/cases', label: 'nav.cases' },
      { path: '/new-projects', label: 'nav.newProjects' },
    ],
  },
  {
    title: 'footer.legal',
    links: [
      { path: '/privacy-policy', label: 'nav.privacy' },
      { path: '/terms', label: 'nav.terms' },
      { path: '/cookies', label: 'nav.cookies' },
    ],
  },
] as const;
