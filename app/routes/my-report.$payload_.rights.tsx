import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useParams } from "@remix-run/react";
import brand from "~brand";
import { htmlOnly } from "~/html-only/handle";
import { translator } from "~/i18n/useT";
import pageScript from "~/participant-reports/report.script?worker&url";
import { ParticipantReportError } from "~/participant-reports/ParticipantReportPage";
import { RightsAnswerPage } from "~/participant-reports/RightsAnswerPage";
import { PRIVATE_HEADERS } from "~/participant-reports/report.server";
import { rightsAction, rightsLoader } from "~/participant-reports/rights.server";
import { PARTICIPANT_REPORT_PATH } from "../../api/participant-reports/contract";

/** HTML only, like the report it comes from (docs/decisions/047-html-only-candidate-pages.md). */
export const handle = htmlOnly(pageScript);

/**
 * Only the page's language and messages: after a form is sent, Remix renders this page with the action's answer (a
 * loader that redirected would win over it). Opened directly, the page offers the way back to the report.
 */
export const loader = (args: LoaderFunctionArgs) => rightsLoader(args);

/** A request from the rights portal on the person's own report (POST /data-requests/public, …/erase). */
export const action = (args: ActionFunctionArgs) => rightsAction(args);

export const headers: HeadersFunction = () => PRIVATE_HEADERS;

export default function MyReportRights() {
  const { payload = "" } = useParams();
  return (
    <RightsAnswerPage
      answer={useActionData<typeof action>()}
      reportHref={`${PARTICIPANT_REPORT_PATH}${encodeURIComponent(payload)}`}
    />
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? translator(data.i18n)("rights.answer.metaTitle", { brand: brand.name })
      : `Your request | ${brand.name}`,
  },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];

export function ErrorBoundary() {
  return <ParticipantReportError />;
}
