/** Shapes of the hand-written demo data. Text owned by the portal is given in all three languages. */
export type Locale = 'sk' | 'en' | 'de';
export type Localized = Record<Locale, string>;

export type ExpertiseType =
  | 'PROGRAMMING_LANGUAGE'
  | 'FRAMEWORK'
  | 'DATABASE'
  | 'LIBRARY'
  | 'LIBRARY_OR_FRAMEWORK'
  | 'CLOUD'
  | 'TOOLS'
  | 'PLATFORM_OR_TOOL'
  | 'METHODOLOGY'
  | 'DEVOPS'
  | 'OTHER';

/** Questionnaire category of a technology (adequate-salary wage formula). */
export type TechCategory = 'basic' | 'backend' | 'frontend' | 'special' | 'other';

export interface TechnologySeed {
  name: string;
  type: ExpertiseType;
  category: TechCategory;
  /** EUR bonus for special technologies (AWS 30, Kotlin 20, Python 10), else omitted. */
  bonus?: number;
}

export type ProfessionCode = 'FRONTEND' | 'FULLSTACK' | 'BACKEND' | 'TESTER' | 'OTHER';
export type LegalRelationType = 'permanent' | 'contract' | 'agreement';
export type RequiredLevel = 'junior' | 'medior' | 'senior' | 'lead';
export type CitySeed = 'Bratislava' | 'Košice' | 'Žilina' | 'Banská Bystrica' | 'Praha' | 'Wien' | 'Remote';

export interface JobSeed {
  /** Job title in the job's own language. */
  name: string;
  /** The language the job text is written in. */
  language: Locale;
  /** HTML: <p>, <ul>, <li>, <strong> only. 80–200 words, in the job's language. */
  description: string;
  /** Bullet points, in the job's language. */
  requirements: string[];
  /** Employer benefits, in the job's language. */
  benefits: string[];
  city: CitySeed;
  /** Client company (partner) name, fictional but plausible. */
  partner: string;
  profession: ProfessionCode;
  requiredLevels: RequiredLevel[];
  legalRelationType: LegalRelationType;
  /** 0, 20, 40, 50, 60, 80 or 100. */
  remoteOfficePercentage: number;
  /** EUR per hour, contract jobs. */
  hourlyRate?: number;
  /** EUR per man-day budget range, contract jobs. */
  mdBudgetFrom?: number;
  mdBudgetTo?: number;
  /** EUR gross per month, permanent / agreement jobs. */
  monthlySalaryFrom?: number;
  monthlySalaryTo?: number;
  /** Names exactly as in technologies.ts. 3–8 items. */
  expertises: string[];
  /** Free tags, e.g. 'Bratislava', 'game industry', '.NET', 'fintech', 'automotive'. */
  tags: string[];
  /** Days before "now" the job was published (0–120). */
  publishedDaysAgo: number;
  /** Days after "now" the project starts (may be negative = already started, ASAP). */
  startInDays: number;
  projectLengthInMonths?: number;
  extensionPossible: boolean;
  /** false = not available (taken or out of date). */
  available: boolean;
  topOffer: boolean;
  /** Lower = higher in default ordering; 1000 when not promoted. */
  topOrder: number;
  /** Responsible HR person's name. */
  responsibleHr: string;
}

export interface BlogAuthorSeed {
  slug: string;
  name: string;
  description: Localized;
}
export interface BlogCategorySeed {
  slug: string;
  name: Localized;
}
export interface BlogPostSeed {
  slug: string;
  language: Locale;
  /** The slug of the post this one translates (the original of its group). */
  translationOf?: string;
  title: string;
  excerpt: string;
  /** Markdown, or HTML (<h2>, <p>, <ul>, <li>, <strong>, <a>): 300–600 words in the post's language. */
  content: string;
  authorSlug: string;
  categorySlug: string;
  tags: string[];
  publishedDaysAgo: number;
  draft: boolean;
}

export interface EventSeed {
  uid: string;
  language: Locale;
  name: string;
  description: string;
  isOnline: boolean;
  url: string;
  ticketUrl?: string;
  /** The entry price in euros: 0 when free; unknown when absent. */
  price?: number;
  /** Days from now (negative = past) and local start hour (Europe/Bratislava). */
  startInDays: number;
  startHour: number;
  durationHours: number;
  organizer: { name: string; url: string; description: string };
  location?: { name: string };
  canceled?: boolean;
}

export interface NewsfeedLinkSeed {
  url: string;
  title: string;
  siteName: string;
  language: Locale;
  publishedDaysAgo: number;
}

export interface ServiceSeed {
  slug: string;
  title: Localized;
  summary: Localized;
  /** 2–4 paragraphs. */
  body: Record<Locale, string[]>;
}

export interface CaseStudySeed {
  slug: string;
  title: Localized;
  client: Localized;
  summary: Localized;
  challenge: Localized;
  solution: Localized;
  result: Localized;
  technologies: string[];
  /** Short facts, e.g. { value: '5 TB', label: {sk:'dát v databáze', ...} }. */
  facts: { value: string; label: Localized }[];
}
