// The action kit for actions: parse the input (conform + zod), answer one ActionResult. See ADR 034.
export * from "./result";
export {
  intents,
  parseFormData,
  parseJsonSubmission,
  parseSubmission,
  readForm,
  type ParseOptions,
  type Parsed,
  type Submission,
} from "./parse.server";
export {
  actionFailure,
  apiFailure,
  OWN_MESSAGE_STATUSES,
  type ApiFailureOptions,
  type FailureOf,
} from "./failure.server";
export { actionSuccess, redirectWithSuccess, type SuccessOptions } from "./success.server";
