import type { DocumentSection } from '../../features/site/document-sections.tsx';
import type { Route } from './+types/legal';

export interface LegalDocument {
  title: string;
  updated?: string;
  intro?: string;
  lead?: string;
  sections: DocumentSection[];
}

const DOCS: Record<string, 'privacy' | 'terms' | 'cookies' | 'about'> = {
  'privacy-policy': 'privacy',
  terms: 'terms',
  cookies: 'cookies',
  'kariera-it': 'about',
};

/** Privacy policy, terms, cookie policy and the product page: long texts from the `legal` catalog. */
export function loader({ context, request }: Route.LoaderArgs) {
  const segment = new URL(request.url).pathname.split('/').filter(Boolean).at(-1) ?? '';
  const key = DOCS[segment] ?? ('about' as const);
  const legal = context.i18n.messages(context.locale, ['legal']).legal as Record<string, LegalDocument>;
  const doc = legal[key]!;
  return {
    doc,
    seo: {
      title: doc.title,
      description: (doc.intro ?? doc.lead ?? doc.sections[0]?.paragraphs[0] ?? '').slice(0, 155),
    },
  };
}
