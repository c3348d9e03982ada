import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { SurveyProblem } from "./SurveyFrame";

/** Survey pages fail inside the survey frame (no link to a signed-in home a candidate cannot open). */
export function SurveyErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <SurveyProblem
      title={notFound ? "Page not found" : "Something went wrong"}
      message={
        notFound
          ? "Please use the link the company sent you."
          : "Something went wrong. Please try again. Your answers so far are saved."
      }
    />
  );
}
