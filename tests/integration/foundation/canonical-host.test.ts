// Opened at http://127.0.0.1:<port> while PUBLIC_URL says http://localhost:<port>, a sign-in with valid
// credentials ended back on the sign-in page without a word (its state cookie sat on the other host). The built
// server now sends page requests for another host to the same path on PUBLIC_URL's origin, and leaves the health
// checks, the API and the identity provider (which internal callers reach by loopback address) where they are.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { freePort, startServer, waitForReady } from "../../../scripts/lib/servers.mjs";
import { useBuiltArtefacts } from "../../support/build";

const artefacts = useBuiltArtefacts("hb");

/** One request with an explicit Host header (fetch cannot set it), redirects not followed. */
function request(port: number, method: string, pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
    http
      .request({ host: "127.0.0.1", port, method, path: pathname, headers }, (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
      })
      .on("error", reject)
      .end();
  });
}

// The database plays no part (the built server runs on its embedded one whatever the test database).
describe("a server with PUBLIC_URL http://localhost:<port>, reached as 127.0.0.1", () => {
  let dataDir: string;
  let port: number;
  let server: ReturnType<typeof startServer>;
  let canonical: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "canonical-host-"));
    port = await freePort();
    canonical = `http://localhost:${port}`;
    server = startServer({
      dir: artefacts("hb"),
      env: {
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL: canonical,
        // Nothing here needs demo accounts; skipping them (and their password hashing) keeps the start short.
        SEED_DEMO_DATA: "false",
      },
    });
    // The readiness check itself goes to 127.0.0.1: it must not be redirected.
    await waitForReady(`http://127.0.0.1:${port}`, { exited: server.exited });
  }, 240_000);
  afterAll(async () => {
    await server?.stop("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const at127 = () => ({ host: `127.0.0.1:${port}` });

  test.each(["GET", "HEAD"])(
    "%s of a page is redirected to the same path and query on PUBLIC_URL's origin",
    async (method) => {
      const res = await request(port, method, "/login?redirectTo=%2Fjobs", at127());
      expect(res.status).toBe(302);
      expect(res.location).toBe(`${canonical}/login?redirectTo=%2Fjobs`);
    },
  );

  test("pages answer under PUBLIC_URL's host (any letter case), also behind a proxy that forwards it", async () => {
    for (const headers of [
      { host: `localhost:${port}` },
      { host: `LOCALHOST:${port}` },
      { ...at127(), "x-forwarded-host": `localhost:${port}` },
    ]) {
      expect((await request(port, "GET", "/forgot-password", headers)).status, JSON.stringify(headers)).toBe(200);
    }
    // The sign-in starts there: /login sends the browser on to the identity provider, on the same host.
    const login = await request(port, "GET", "/login", { host: `localhost:${port}` });
    expect(login.location).toMatch(new RegExp(`^${canonical}/idp/auth\\?`));
  });

  test("health checks, the API and the identity provider answer under any host", async () => {
    for (const pathname of ["/healthz", "/readyz", "/api/v2/openapi.json", "/idp/.well-known/openid-configuration"]) {
      const res = await request(port, "GET", pathname, at127());
      expect(res.status, pathname).toBe(200);
    }
  });

  test("a post is not redirected (its body would be lost)", async () => {
    const res = await request(port, "POST", "/forgot-password", {
      ...at127(),
      origin: `http://127.0.0.1:${port}`,
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(res.status).toBeLessThan(300);
    expect(res.location).toBeUndefined();
  });

  test("an absolute request target cannot choose where the redirect goes", async () => {
    const res = await request(port, "GET", "http://evil.example.test/login", at127());
    expect(res.status).toBe(302);
    expect(res.location).toBe(`${canonical}/`);
  });
});
