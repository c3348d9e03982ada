import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { useT } from "~/i18n/useT";
import { SurveyProblem } from "./SurveyFrame";

/**
 * Survey pages fail inside the survey frame (no link to a signed-in home a candidate cannot open), in the page's
 * language when its loader answered, else in English.
 */
export function SurveyErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <SurveyProblem
      title={t(notFound ? "common.error.pageNotFound" : "common.error.title")}
      message={t(notFound ? "common.error.useTheLink" : "common.error.answersSaved")}
    />
  );
}
