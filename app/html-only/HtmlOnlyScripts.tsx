import { useLocation, useMatches } from "@remix-run/react";
import { pageNameOf, pageViewPath } from "~/telemetry/effects";
import type { TelemetryConfig } from "~/telemetry/types";
import { HTML_PAGE_CONFIG_ID, type HtmlPageConfig } from "./config";
import { htmlOnlyScript } from "./handle";
import { JsonData } from "./JsonData";

/**
 * The page script of an HTML-only page, or null when the page hydrates. Only while rendering on the server: in the
 * browser React runs only in a document that hydrated, and a client-side navigation to an HTML-only route keeps
 * that document's scripts.
 */
export function useHtmlOnlyScript(): string | null {
  const matches = useMatches();
  return typeof document === "undefined" ? htmlOnlyScript(matches) : null;
}

/** In place of Remix's scripts on an HTML-only page: its configuration (JSON, not run) and its module script. */
export function HtmlOnlyScripts({
  script,
  nonce,
  telemetry,
}: {
  script: string;
  nonce: string | undefined;
  telemetry: TelemetryConfig | undefined;
}) {
  const { pathname } = useLocation();
  const config: HtmlPageConfig = {
    telemetry: telemetry ?? null,
    pageView: { name: pageNameOf(pathname), path: pageViewPath(pathname) },
  };
  return (
    <>
      <JsonData id={HTML_PAGE_CONFIG_ID} value={config} />
      <script type="module" src={script} nonce={nonce} />
    </>
  );
}
