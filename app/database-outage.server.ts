// Pages while the database is out of reach (server/db/outage.ts): every loader and action of the app's build is wrapped
// once here, so that no route has to know. A loader's outage is the page's 503 (the error page says the service is
// briefly unavailable and that nothing typed was lost); an action's outage is the action's answer with status 503,
// so the form stays on the screen with what was typed (ADR 034's failure, its values kept for a page without
// JavaScript) and the toast says the same. The 503 gets its Retry-After in server.ts.
import { data, type ServerBuild } from "@remix-run/node";
import { ERRORS } from "../domain/errors";
import { isDatabaseUnavailable } from "../server/db/outage";
import type { ActionFailure, FormValues } from "./ui/action/result";

type Handler = (args: { request: Request }) => unknown;

/**
 * An outage as the app's server meets it: the database's own error (sessions are read from it directly), or the
 * API's 503 for it (ApiRequestError from app/api/client.server.ts, told by its name and message: the build has its
 * own copy of the class).
 */
export function isOutage(error: unknown): boolean {
  if (isDatabaseUnavailable(error)) return true;
  const e = error as { name?: unknown; status?: unknown; message?: unknown } | null;
  return e?.name === "ApiRequestError" && e.status === 503 && e.message === ERRORS.DATABASE_UNAVAILABLE.message;
}

const OUTAGE_STATUS = ERRORS.DATABASE_UNAVAILABLE.status;

/** Field names never sent back to the page (as the action kit's parse.server.ts leaves them out). */
const SECRET = /password|passphrase|secret|token/i;

/** A urlencoded form's fields, to show again; nothing for other bodies (a JSON body's page keeps its own state). */
async function submittedValues(copy: Request | null): Promise<FormValues | null> {
  if (!copy) return null;
  try {
    const values: FormValues = {};
    for (const [name, value] of new URLSearchParams(await copy.text())) {
      if (SECRET.test(name)) continue;
      const before = values[name];
      values[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
    }
    return values;
  } catch {
    return null;
  }
}

function wrapLoader(loader: Handler): Handler {
  return async (args) => {
    try {
      return await loader(args);
    } catch (error) {
      if (!isOutage(error)) throw error;
      throw data(ERRORS.DATABASE_UNAVAILABLE.message, { status: OUTAGE_STATUS });
    }
  };
}

function wrapAction(action: Handler): Handler {
  return async (args) => {
    // A small form body is read again for its values; a file upload is not kept twice.
    const urlencoded = /^application\/x-www-form-urlencoded/i.test(args.request.headers.get("content-type") ?? "");
    const copy = urlencoded && !args.request.bodyUsed ? args.request.clone() : null;
    try {
      return await action(args);
    } catch (error) {
      if (!isOutage(error)) throw error;
      const values = await submittedValues(copy);
      const intent = typeof values?.intent === "string" ? values.intent : "";
      const failure: ActionFailure = {
        id: crypto.randomUUID(),
        ok: false,
        intent,
        formErrors: [ERRORS.DATABASE_UNAVAILABLE.message],
        fieldErrors: {},
        values,
      };
      return data(failure, { status: OUTAGE_STATUS });
    }
  };
}

/** The build with each route's loader and action answering a database outage as above. */
export function answerDatabaseOutages(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const { loader, action } = route.module;
    routes[id] = {
      ...route,
      module: {
        ...route.module,
        ...(loader ? { loader: wrapLoader(loader as Handler) as typeof loader } : {}),
        ...(action ? { action: wrapAction(action as Handler) as typeof action } : {}),
      },
    };
  }
  return { ...build, routes };
}
