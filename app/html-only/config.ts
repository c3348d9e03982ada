import type { TelemetryConfig } from "~/telemetry/types";

/** The element that carries an HTML-only page's configuration to its script. */
export const HTML_PAGE_CONFIG_ID = "html-page-config";

/** What an HTML-only page's script needs from the server: the analytics configuration and its page view. */
export interface HtmlPageConfig {
  telemetry: TelemetryConfig | null;
  pageView: { name: string; path: string };
}
