// react-dom's Node stream renderer is patched (patches/, ADR 050) to join the strings of each flush and encode them
// once, rather than each into a view of a 2 KB buffer. A page must come out byte for byte as before: every character
// in UTF-8, long pages whole, and the parts a Suspense boundary sends later after the shell.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Writable } from "node:stream";
import { Suspense } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";

// The production renderer, which servers run (tests run under NODE_ENV=test, where react-dom/server is the
// development one).
const require = createRequire(import.meta.url);
const PRODUCTION = path.join(
  path.dirname(require.resolve("react-dom/package.json")),
  "cjs/react-dom-server.node.production.min.js",
);
const { renderToPipeableStream } = require(PRODUCTION) as typeof import("react-dom/server");

/** Renders as a page is served: the shell when it is ready, then the rest; resolves with the bytes written. */
function renderToBytes(node: React.ReactNode): Promise<{ html: string; writes: number }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
    });
    sink.on("finish", () => resolve({ html: Buffer.concat(chunks).toString("utf8"), writes: chunks.length }));
    const { pipe } = renderToPipeableStream(node, { onShellReady: () => pipe(sink), onShellError: reject });
  });
}

const rows = Array.from({ length: 400 }, (_, i) => ({ id: i, name: `Zoë Ångström ${i} – 😀 <&> "quoted"` }));

function Table() {
  return (
    <table>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id} data-id={r.id}>
            <td title={r.name}>{r.name}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

describe("server rendering to a stream (patched react-dom)", () => {
  test("the installed renderer is the patched one", () => {
    expect(readFileSync(PRODUCTION, "utf8")).toContain("pendingText");
  });

  test("a long page with characters of every width comes out as the same markup, in several writes", async () => {
    const { html, writes } = await renderToBytes(<Table />);
    expect(html).toBe(renderToStaticMarkup(<Table />));
    expect(html).toContain("Zoë Ångström 399 – 😀 &lt;&amp;&gt; &quot;quoted&quot;");
    expect(writes).toBeGreaterThan(1); // more than 8 KB: written as it grows, not held to the end
  });

  test("what a Suspense boundary renders later follows the shell, whole", async () => {
    // React 18 suspends on a thrown promise: the text is there once it settles.
    let text: string | null = null;
    let resolveLater: () => void = () => {};
    const later = new Promise<void>((resolve) => (resolveLater = resolve));
    function Later() {
      if (text === null) throw later;
      return <p>{text}</p>;
    }
    const done = renderToBytes(
      <main>
        <h1>Shell ✓</h1>
        <Suspense fallback={<p>Loading…</p>}>
          <Later />
        </Suspense>
      </main>,
    );
    setTimeout(() => {
      text = "Arrived – ünïcödé 👍";
      resolveLater();
    }, 10);
    const { html } = await done;
    expect(html.startsWith("<main><h1>Shell ✓</h1><!--$?--><template")).toBe(true);
    expect(html).toContain("<p>Loading…</p>");
    expect(html).toContain('<div hidden id="S:0"><p>Arrived – ünïcödé 👍</p></div>');
    expect(html).toMatch(/\$RC\("B:0","S:0"\)<\/script>$/);
  });
});
