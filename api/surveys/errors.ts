import { ApiError } from "../http/errors";

// The candidate sees these messages when a link does not work, so they say what to do next.
export const unknownLink = () =>
  ApiError.notFound(
    "This assessment link is not valid. Please check that you copied the whole link, or ask the company for a new one.",
  );
export const unknownSurvey = () =>
  ApiError.notFound("This assessment could not be found. Please use the link the company sent you to start again.");
export const closedSurvey = () =>
  new ApiError(
    410,
    "This assessment has been closed by the company. Please contact them if you think this is a mistake.",
  );
export const alreadySubmitted = () => ApiError.conflict("This assessment has already been submitted.");
