import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useParams } from "@remix-run/react";
import brand from "~brand";
import { SharedReportError } from "~/report-shares/SharedReportPage";
import { PRIVATE_HEADERS } from "~/report-shares/shared-report.server";
import { sharedViewTitle, SharedViewPage } from "~/view-shares/SharedViewPage";
import { loadSharedView } from "~/view-shares/shared-view.server";

/** A comparison, team view or conflict plan shared through a read-only link (no sign-in, no shell). */
export const loader = (args: LoaderFunctionArgs) => loadSharedView(args);

// The same on the view and on a refusal: never cached, never indexed, no Referer onwards.
export const headers: HeadersFunction = () => PRIVATE_HEADERS;

export default function SharedView() {
  const { payload = "" } = useParams();
  return (
    <SharedViewPage
      shared={useLoaderData<typeof loader>()}
      pdfHref={`/shared/view/${encodeURIComponent(payload)}/pdf`}
    />
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const heading = data ? sharedViewTitle(data) : null;
  return [
    { title: `${heading ? `${heading.kicker}: ${heading.title}` : "Shared view"} | ${brand.name}` },
    { name: "robots", content: "noindex" },
    { name: "referrer", content: "no-referrer" },
  ];
};

export function ErrorBoundary() {
  return <SharedReportError />;
}
