// The public page a person's own report link opens (/my-report/{payload}) and its PDF (/my-report/{payload}/pdf):
// no sign-in, the API called without a token; the payload is the only permission. Refused like a shared report's
// link (404 not valid, 410 expired or revoked), and for the holder only: never cached, indexed or passed on.
// The report opens in the language the person took the assessment in, unless they chose another in the language
// menu (the `language` cookie).
import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { apiClient, ApiRequestError } from "~/api/client.server";
import { chosenLanguage, pageI18n, requestLanguage } from "~/i18n/i18n.server";
import type { Namespace } from "~/i18n/messages.server";
import type { PageI18n } from "~/i18n/types";
import { translator } from "~/i18n/useT";
import { PRIVATE_HEADERS, refusedLink, refusedLinkPdf } from "~/report-shares/shared-report.server";
import { pdfDownload, PDF_STREAM } from "~/ui/download.server";
import type { Language } from "~domain/languages";
import {
  participantReportsContract as reportsApi,
  PARTICIPANT_REPORT_PATH,
  type ParticipantReportJson,
  type ParticipantReportLinkJson,
} from "../../api/participant-reports/contract";

export { PRIVATE_HEADERS };

/** The report page's messages: its own and the rights portal's. */
export const REPORT_NAMESPACES = ["participant-report", "rights"] as const satisfies readonly Namespace[];

/** What a refused link's page says (its ErrorBoundary shows it), in the reader's language. */
export interface ReportRefusal {
  title: string;
  message: string;
}

const REFUSALS: Record<number, string> = { 404: "invalid", 410: "gone", 429: "tooMany" };

/** A link's refusal thrown as the page's answer, with its words in `language`; anything else is thrown as it is. */
export function translatedRefusal(language: Language, error: unknown): never {
  let refusal: unknown = error;
  try {
    refusedLink(error);
  } catch (thrown) {
    refusal = thrown;
  }
  if (!(refusal instanceof Response)) throw refusal;
  const kind = REFUSALS[refusal.status];
  if (!kind) throw refusal;
  const t = translator(pageI18n(language, REPORT_NAMESPACES));
  const words: ReportRefusal = {
    title: t(`participant-report.error.${kind}.title`),
    message: t(`participant-report.error.${kind}.message`),
  };
  throw json(words, { status: refusal.status, headers: PRIVATE_HEADERS });
}

export async function loadParticipantReport({
  request,
  params,
  context,
}: LoaderFunctionArgs): Promise<{ report: ParticipantReportJson; i18n: PageI18n }> {
  const payload = params.payload ?? "";
  const language = await chosenLanguage(request);
  try {
    const { data } = await apiClient(context, null).call(reportsApi.open, {
      query: language ? { payload, language } : { payload },
    });
    return { report: data, i18n: pageI18n(data.language, REPORT_NAMESPACES) };
  } catch (error) {
    // The taker's language is not known without the report: the person's choice, else their browser's.
    translatedRefusal(language ?? (await requestLanguage(request)), error);
  }
}

/** The report's PDF in the page's language, passed on from the API; a refused link goes back to its page. */
export async function participantReportPdf({ request, params, context }: LoaderFunctionArgs): Promise<Response> {
  const payload = params.payload ?? "";
  const language = await chosenLanguage(request);
  return pdfDownload(
    () =>
      apiClient(context, null).stream(
        reportsApi.pdf,
        { query: language ? { payload, language } : { payload } },
        PDF_STREAM,
      ),
    "my-work-style-report.pdf",
    {
      headers: PRIVATE_HEADERS,
      refused: refusedLinkPdf(`${PARTICIPANT_REPORT_PATH}${encodeURIComponent(payload)}`),
    },
  );
}

/** The link to a just-submitted assessment's own report, for its thank-you page; null when there is none. */
export async function participantReportLink(
  context: AppLoadContext,
  uuid: string,
): Promise<ParticipantReportLinkJson | null> {
  try {
    const { data } = await apiClient(context, null).call(reportsApi.link, { params: { uuid } });
    return data;
  } catch (error) {
    // No link (switched off, revoked) or a refusal: the thanks stand without it.
    if (error instanceof ApiRequestError) return null;
    throw error;
  }
}
