import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useParams } from "@remix-run/react";
import brand from "~brand";
import { htmlOnly } from "~/html-only/handle";
import { translator } from "~/i18n/useT";
import pageScript from "~/participant-reports/report.script?worker&url";
import { ParticipantReportError, ParticipantReportPage } from "~/participant-reports/ParticipantReportPage";
import { loadParticipantReport, PRIVATE_HEADERS } from "~/participant-reports/report.server";

/** HTML only: read on the person's phone, like the assessment (docs/decisions/047-html-only-candidate-pages.md). */
export const handle = htmlOnly(pageScript);

/** A person's own report, through the link they were sent (no sign-in): GET /participant-reports/public/report. */
export const loader = (args: LoaderFunctionArgs) => loadParticipantReport(args);

// The same on the report and on a refusal: never cached, never indexed, no Referer to another site. "same-origin",
// not "no-referrer": the rights portal's forms on this page post to /rights, and under "no-referrer" their Origin
// is "null", which the server refuses as a cross-site write (server.ts).
export const headers: HeadersFunction = () => ({ ...PRIVATE_HEADERS, "Referrer-Policy": "same-origin" });

export default function MyReport() {
  const { payload = "" } = useParams();
  const { report } = useLoaderData<typeof loader>();
  const base = `/my-report/${encodeURIComponent(payload)}`;
  return (
    <ParticipantReportPage
      report={report}
      pdfHref={`${base}/pdf`}
      rights={{
        // The answer page speaks the report's language (its loader reads `lang` unless the person chose another).
        action: `${base}/rights?lang=${report.language}`,
        dataJsonHref: `${base}/export.json`,
        dataPdfHref: `${base}/export.pdf`,
      }}
    />
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? translator(data.i18n)("participant-report.metaTitle", { brand: brand.name })
      : `Your work-style report | ${brand.name}`,
  },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "same-origin" },
];

export function ErrorBoundary() {
  return <ParticipantReportError />;
}
