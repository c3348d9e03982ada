import {
  createReadableStreamFromReadable,
  type ActionFunctionArgs,
  type AppLoadContext,
  type EntryContext,
  type LoaderFunctionArgs,
} from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { CoalescedStream } from "~/ui/coalesced-stream.server";
import { NonceProvider } from "~/ui/nonce";
import { loggableUrl } from "../server/logger";

const ABORT_DELAY = 5_000;

const REMIX_DATA_WARNING = "Warning: Single fetch-enabled apps should not be making ?_data requests";

/**
 * A loader's or action's error in the log: its class and code and a masked path (server/logger.ts). Remix's default
 * prints the whole error to stderr, and its message may quote a person's data (a failed query's parameters).
 * Remix also hands over its own 4xx (no route for the address, a method the route has no action for): those are
 * the client's mistakes, logged at info; only a 5xx (or an error without a status) is an error.
 */
export function handleError(error: unknown, { request, context }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (request.signal.aborted) return;
  const url = new URL(request.url);
  // Remix's own note about a `?_data` request (an old client's, or anyone's who types it): the request goes on.
  const note = error instanceof Error && error.message.startsWith(REMIX_DATA_WARNING);
  const status = isRouteErrorResponse(error) ? error.status : note ? undefined : 500;
  const level = status === undefined || status < 500 ? "info" : "error";
  context.services.logger[level](
    { err: error, method: request.method, url: loggableUrl(url.pathname + url.search), status },
    "page request failed",
  );
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || remixContext.isSpaMode;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new CoalescedStream();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.services.logger.error({ err: error }, "page render failed");
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}
