import { describe, expect, it } from "vitest";
import { createToastFlash, TOAST_COOKIE_NAME, toastFlashFor } from "./toast.server";

const SECRET = "a-test-secret-of-enough-length-0123456789";

/** The request a browser sends next, carrying the cookie a response set. */
function nextRequest(setCookie: string | null, url = "http://localhost/jobs/overview") {
  const pair = setCookie?.split(";")[0];
  return new Request(url, { headers: pair ? { Cookie: pair } : {} });
}

describe("redirectWithToast", () => {
  it("redirects and sets a signed, httpOnly, SameSite=Lax cookie carrying the toast", async () => {
    const flash = createToastFlash({ secrets: SECRET, secure: false });
    const response = await flash.redirectWithToast("/jobs/overview", { kind: "success", message: "Job saved" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/jobs/overview");
    const cookie = response.headers.get("Set-Cookie")!;
    expect(cookie).toMatch(new RegExp(`^${TOAST_COOKIE_NAME}=`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it("marks the cookie Secure when asked (outside the local stage)", async () => {
    const flash = createToastFlash({ secrets: SECRET, secure: true });
    const response = await flash.redirectWithToast("/", { kind: "info", message: "Hello" });
    expect(response.headers.get("Set-Cookie")).toMatch(/;\s*Secure/i);
  });

  it("keeps the status and other headers given in init", async () => {
    const flash = createToastFlash({ secrets: SECRET, secure: false });
    const response = await flash.redirectWithToast(
      "/login",
      { kind: "info", message: "Signed out" },
      { status: 303, headers: { "Set-Cookie": "sid=; Max-Age=0; Path=/" } },
    );
    expect(response.status).toBe(303);
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toBe("sid=; Max-Age=0; Path=/");
    expect(cookies[1]).toMatch(new RegExp(`^${TOAST_COOKIE_NAME}=`));
  });
});

describe("getToast", () => {
  it("reads the toast once, with an id, and clears the cookie", async () => {
    const flash = createToastFlash({ secrets: SECRET, secure: false });
    const response = await flash.redirectWithToast("/", { kind: "error", title: "Not saved", message: "Try again" });
    const { toast, headers } = await flash.getToast(nextRequest(response.headers.get("Set-Cookie")));
    expect(toast).toMatchObject({ kind: "error", title: "Not saved", message: "Try again" });
    expect(toast?.id).toMatch(/^[0-9a-f-]{36}$/);
    const clear = headers.get("Set-Cookie")!;
    expect(clear).toMatch(new RegExp(`^${TOAST_COOKIE_NAME}=;`));
    expect(clear).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    // The browser drops the cookie; the following request has no toast.
    const after = await flash.getToast(nextRequest(null));
    expect(after.toast).toBeNull();
  });

  it("keeps an id given by the caller", async () => {
    const flash = createToastFlash({ secrets: SECRET, secure: false });
    const headers = await flash.toastHeaders({ id: "t-1", kind: "success", message: "Done" });
    const { toast } = await flash.getToast(nextRequest(headers.get("Set-Cookie")));
    expect(toast).toEqual({ id: "t-1", kind: "success", message: "Done" });
  });

  it("sends no Set-Cookie when there is no toast cookie", async () => {
    const flash = createToastFlash({ secrets: SECRET, secure: false });
    const { toast, headers } = await flash.getToast(
      new Request("http://localhost/", { headers: { Cookie: "sid=abc" } }),
    );
    expect(toast).toBeNull();
    expect([...headers]).toEqual([]);
  });

  it("ignores a cookie signed with another secret, and clears it", async () => {
    const other = createToastFlash({ secrets: "another-secret-of-enough-length-xyz", secure: false });
    const forged = await other.toastHeaders({ kind: "success", message: "Forged" });
    const flash = createToastFlash({ secrets: SECRET, secure: false });
    const { toast, headers } = await flash.getToast(nextRequest(forged.get("Set-Cookie")));
    expect(toast).toBeNull();
    expect(headers.get("Set-Cookie")).toMatch(new RegExp(`^${TOAST_COOKIE_NAME}=;`));
  });

  it("accepts a cookie signed with an older secret during rotation", async () => {
    const old = createToastFlash({ secrets: SECRET, secure: false });
    const sent = await old.toastHeaders({ kind: "info", message: "Still valid" });
    const rotated = createToastFlash({ secrets: ["the-new-secret-of-enough-length-abc", SECRET], secure: false });
    const { toast } = await rotated.getToast(nextRequest(sent.get("Set-Cookie")));
    expect(toast?.message).toBe("Still valid");
  });

  it("refuses to carry a toast that does not fit the shape", async () => {
    const flash = createToastFlash({ secrets: SECRET, secure: false });
    // @ts-expect-error a kind the product does not have
    await expect(flash.toastHeaders({ kind: "warning", message: "x" })).rejects.toThrow();
    await expect(flash.toastHeaders({ kind: "info", message: "" })).rejects.toThrow();
  });
});

describe("toastFlashFor", () => {
  it("builds one flash per server services, secure as the environment says", async () => {
    const services = { sessionSecret: SECRET, env: { secureCookies: true } };
    const flash = toastFlashFor(services);
    expect(toastFlashFor(services)).toBe(flash);
    const headers = await flash.toastHeaders({ kind: "info", message: "x" });
    expect(headers.get("Set-Cookie")).toMatch(/;\s*Secure/i);
  });

  it("refuses a short secret", () => {
    expect(() => createToastFlash({ secrets: "short", secure: false })).toThrow(/16\+/);
  });
});
