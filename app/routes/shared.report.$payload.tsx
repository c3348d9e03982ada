import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useParams } from "@remix-run/react";
import brand from "~brand";
import { SharedReportError, SharedReportPage } from "~/report-shares/SharedReportPage";
import { loadSharedReport, PRIVATE_HEADERS } from "~/report-shares/shared-report.server";

/** A growth report shared through a read-only link (no sign-in, no shell): GET /survey-results/public/report. */
export const loader = (args: LoaderFunctionArgs) => loadSharedReport(args);

// The same on the report and on a refusal: never cached, never indexed, no Referer onwards.
export const headers: HeadersFunction = () => PRIVATE_HEADERS;

export default function SharedReport() {
  const { payload = "" } = useParams();
  return (
    <SharedReportPage
      shared={useLoaderData<typeof loader>()}
      pdfHref={`/shared/report/${encodeURIComponent(payload)}/pdf`}
    />
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? `${data.person.first} ${data.person.last}: growth report` : "Shared report"} | ${brand.name}` },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];

export function ErrorBoundary() {
  return <SharedReportError />;
}
