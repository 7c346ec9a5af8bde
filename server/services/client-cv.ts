import type { ClientCvBranding, ClientCvFormat } from '../../contracts/client-cv-values.ts';
import type { CvLanguage } from '../../contracts/cv.ts';
import { toPortalLocalInput } from '../../contracts/dates.ts';
import type { ClientCvLabels } from '../../core/client-cv/anonymise-cv.ts';
import { answerClientCvConsent } from '../../core/client-cv/answer-client-cv-consent.ts';
import { getClientCv } from '../../core/client-cv/get-client-cv.ts';
import { getClientCvConsent } from '../../core/client-cv/get-client-cv-consent.ts';
import { getClientCvConsentPage } from '../../core/client-cv/get-client-cv-consent-page.ts';
import { listClientCvGenerations } from '../../core/client-cv/list-client-cv-generations.ts';
import { requestClientCvConsent } from '../../core/client-cv/request-client-cv-consent.ts';
import { withdrawClientCvConsent } from '../../core/client-cv/withdraw-client-cv-consent.ts';
import { portalLogo } from '../../documents/client-cv-assets.ts';
import { cvSheetCatalog } from '../../documents/cv-sheet-catalog.ts';
import { renderCvDocx } from '../../infra/docx/render-cv-docx.ts';
import { renderCvPdf } from '../../infra/pdf/render-cv-pdf.ts';
import type { ServiceContext } from './context.ts';

const portalToday = () => toPortalLocalInput(new Date()).slice(0, 10);

/** The client CV's words in the CV's language (`cv-sheet.json` `clientCv`). */
export const clientCvLabels = (language: CvLanguage) =>
  (cvSheetCatalog(language) as unknown as { clientCv: ClientCvLabels }).clientCv;

/**
 * The anonymised client CV (ADR 112): the candidate's consent (requested by an admin, answered from
 * the e-mailed link, withdrawn from the CV page) and, for admins, the files and their log.
 */
export function createClientCvServices({ db, mail, publicUrl, hrEmail }: ServiceContext) {
  const branding = (): ClientCvBranding => ({
    portal: 'Kariéra IT',
    contact: [hrEmail, new URL(publicUrl).host],
    logo: portalLogo(),
  });
  return {
    labels: clientCvLabels,
    /** The portal's name and contact as a client CV shows them (the consent page's preview). */
    branding: () => ({ ...branding(), logo: undefined }),
    getClientCvConsentPage: (token: string, language?: CvLanguage) =>
      getClientCvConsentPage({ db, token, language, labels: clientCvLabels, today: portalToday() }),
    answerClientCvConsent: (token: string, answer: 'given' | 'refused') =>
      answerClientCvConsent({ db, token, answer }),
    getClientCvConsent: (userId: string) => getClientCvConsent({ db, userId }),
    withdrawClientCvConsent: (userId: string) => withdrawClientCvConsent({ db, userId }),
    admin: {
      requestClientCvConsent: (adminId: string, userId: string) =>
        requestClientCvConsent({ db, mail, publicUrl, adminId, userId }),
      getClientCvConsent: (userId: string) => getClientCvConsent({ db, userId }),
      listClientCvGenerations: (userId: string) => listClientCvGenerations({ db, userId }),
      getClientCv: (
        adminId: string,
        userId: string,
        input: { format: ClientCvFormat; language?: CvLanguage | undefined; jobId?: number | undefined },
      ) =>
        getClientCv({
          db,
          render: { pdf: renderCvPdf, docx: renderCvDocx },
          labels: clientCvLabels,
          branding,
          adminId,
          userId,
          ...input,
          today: portalToday(),
        }),
    },
  };
}
