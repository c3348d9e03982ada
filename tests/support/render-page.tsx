// Unit tests' server rendering of a component as a page renders it: inside a router (for Link, Form, useLocation)
// and the app's Mantine theme, as static markup.
import { MantineProvider } from "@mantine/core";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { theme } from "~/ui/theme";

/**
 * The markup of `element` rendered at `pathname`; Mantine's <style> tags left out unless `keepStyles`. `data` is the
 * route's loader data (e.g. `{ i18n: pageI18n("es", ["funnels"]) }` for a candidate page's language).
 */
export async function renderPage(
  element: ReactNode,
  { pathname = "/", keepStyles = false, data }: { pathname?: string; keepStyles?: boolean; data?: unknown } = {},
) {
  const handler = createStaticHandler([{ path: "*", element, ...(data === undefined ? {} : { loader: () => data }) }]);
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToStaticMarkup(
    <MantineProvider theme={theme}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </MantineProvider>,
  );
  return keepStyles ? html : html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, "");
}

/**
 * Markup with each tag's attributes sorted and Mantine's generated ids made one: React writes attributes in the order
 * they are given, so markup written by hand and a component's own differ only there.
 */
export function canonicalMarkup(html: string) {
  return html
    .replace(/mantine-R[0-9a-zA-Z]+/g, "mantine-ID")
    .replace(/<([a-z0-9]+)((?: [a-z-]+(?:="[^"]*")?)+)(\/?)>/g, (_, tag: string, attrs: string, end: string) => {
      const sorted = attrs
        .trim()
        .match(/[a-z-]+(?:="[^"]*")?/g)!
        .sort();
      return `<${tag} ${sorted.join(" ")}${end}>`;
    });
}
