import { expect, test } from "vitest";
import { loader } from "~/routes/theme[.]css";
import { themeVariablesCss } from "./theme";
import { themeStylesheet } from "./theme-stylesheet.server";

const get = (path: string) =>
  loader({ request: new Request(`http://localhost${path}`), params: {}, context: {} as never }) as Response;

test("/theme.css serves the theme's variables, kept for good under the versioned URL only", async () => {
  const { href } = themeStylesheet();
  expect(href).toMatch(/^\/theme\.css\?v=[0-9a-f]{12}$/);
  const current = get(href);
  expect(current.headers.get("Content-Type")).toBe("text/css; charset=utf-8");
  expect(current.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
  expect(await current.text()).toBe(themeVariablesCss());
  for (const other of ["/theme.css", "/theme.css?v=000000000000"]) {
    expect(get(other).headers.get("Cache-Control")).toBe("no-cache");
  }
});
