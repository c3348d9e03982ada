import type { LoaderFunctionArgs } from "@remix-run/node";
import { themeStylesheet } from "~/ui/theme-stylesheet.server";

/** The theme's CSS variables (app/ui/theme-stylesheet.server.ts): kept for good under its versioned URL. */
export function loader({ request }: LoaderFunctionArgs) {
  const { css, href } = themeStylesheet();
  const current = new URL(request.url).search === href.slice(href.indexOf("?"));
  return new Response(css, {
    headers: {
      "Content-Type": "text/css; charset=utf-8",
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "no-cache",
    },
  });
}
