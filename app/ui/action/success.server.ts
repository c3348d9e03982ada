import crypto from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import { toastFlashFor } from "~/toast.server";
import type { ActionSuccess, FormValues } from "./result";

export interface SuccessOptions<D> {
  /** The submission the action carried out, for its intent. */
  submission?: { intent: string; values: FormValues | null };
  intent?: string;
  /** Whatever the page needs next. */
  data?: D;
  /** `info` for a success that changed nothing. */
  tone?: ActionSuccess["tone"];
}

/** The action did what was asked: `message` becomes a toast (none when null). */
export function actionSuccess<D = undefined>(
  message: string | null,
  options: SuccessOptions<D> = {},
): ActionSuccess<D> {
  return {
    id: crypto.randomUUID(),
    ok: true,
    intent: options.intent ?? options.submission?.intent ?? "",
    message,
    tone: options.tone ?? "success",
    data: options.data as D,
  };
}

/** The action did what was asked and the user goes on to `url`, where `message` shows as a success toast. */
export function redirectWithSuccess(context: AppLoadContext, url: string, message: string, init?: ResponseInit) {
  return toastFlashFor(context.services).redirectWithToast(url, { kind: "success", message }, init);
}
