// The action kit for pages (browser-safe): the one answer type and the one hook that shows it. The server half is
// `~/ui/action/index.server`.
export type { ActionFailure, ActionResult, ActionSuccess, FieldMap, FormValues } from "./result";
export {
  actionFields,
  deliverActionResult,
  useActionResult,
  type ActionFields,
  type ActionResultOptions,
} from "./use-action-result";
