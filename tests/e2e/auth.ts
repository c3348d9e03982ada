// Signing in through the real /login page (and so through the embedded OpenID provider), as a person does.
import fs from "node:fs";
import path from "node:path";
import type { Cookie, Locator, Page } from "@playwright/test";
import { DEMO_USERS } from "../../api/db/demo-data";
import { projectRoot } from "../../scripts/lib/servers.mjs";
import { expect, gotoReady, test, waitUntilReady, type E2EOptions } from "./fixtures";

/** The demo password (DEMO_PASSWORD's default in server/env.ts; scripts/e2e.mjs starts servers without it set). */
export const DEMO_PASSWORD = "demo-password-2026";

/**
 * Demo accounts each e2e spec may change (lock out, reset, deactivate…) — one owner per purpose, so specs running
 * in parallel never trip over each other. Signing in without changing anything may use any demo account.
 */
export const DEDICATED = {
  lockout: "owner@acme-logistics.test",
  forgotPassword: "owner@redwood-realty.test",
  restart: "owner@summit-fitness.test",
  logoutReplay: "franchise.user@northwind.test",
  invitation: "new.hire@harbor-dental.test",
  deactivated: "former@harbor-dental.test",
} as const;

export const demoUser = (email: string) => {
  const user = DEMO_USERS.find((u) => u.email === email);
  if (!user) throw new Error(`${email} is not a demo user`);
  return user;
};

/** Fills and submits the sign-in form on the current /login page; resolves when the server has answered. */
export async function submitLogin(page: Page, email: string, password: string) {
  await waitUntilReady(page);
  await page.getByRole("textbox", { name: "E-mail" }).fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  const answered = loginAnswer(page);
  await page.getByRole("button", { name: "Sign in" }).click();
  return answered;
}

/** The answer to the next sign-in POST (not the analytics collector's, which also answers POSTs). */
export function loginAnswer(page: Page) {
  return page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/login"));
}

/**
 * Demo accounts that the sign-in setup (sign-in.setup.ts) signs in once per brand through the real flow; `signIn`
 * then starts a test in that session. Tests may share these sessions, so a test that changes its session (acts as
 * someone, signs out) or counts sign-in events uses `signInThroughForm`, and none of them changes these accounts.
 */
export const SAVED_SESSIONS = [
  "owner@harbor-dental.test",
  "user@harbor-dental.test",
  "owner@bayside-bakery.test",
  "franchise.owner@northwind.test",
  "ava.admin@provider.test",
  "eve.product@provider.test",
  "sam.support@provider.test",
] as const;

/** Where the sign-in setup keeps a brand's signed-in session of a demo account (Playwright's storage state). */
export function savedSessionFile(brand: string, email: string) {
  return path.join(projectRoot, "test-results", "e2e-sessions", brand, `${email}.json`);
}

/**
 * Starts the page signed in as a demo account, on the home page: in the session the sign-in setup saved for this
 * brand, else (another account or password, or a session that has ended meanwhile) through the sign-in form.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  const brand = (test.info().project.use as E2EOptions).projectBrand;
  const file = savedSessionFile(brand, email);
  if (password === DEMO_PASSWORD && fs.existsSync(file)) {
    const { cookies } = JSON.parse(fs.readFileSync(file, "utf8")) as { cookies: Cookie[] };
    await page.context().addCookies(cookies);
    await gotoReady(page, "/");
    if (!new URL(page.url()).pathname.startsWith("/login")) return;
    await page.context().clearCookies();
  }
  await signInThroughForm(page, email, password);
}

/** Signs in from /login, as a person does, and waits until the browser has left the sign-in page. */
export async function signInThroughForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await gotoReady(page, "/login");
  await submitLogin(page, email, password);
  await expect(page).not.toHaveURL(/\/login/, { timeout: 15_000 });
  await waitUntilReady(page);
}

/** The message of the newest toast. */
export function lastToast(page: Page) {
  return page.locator(".mantine-Notification-description").last();
}

/** A toast with this text, among those shown (an earlier toast may still be leaving while it arrives). */
export function toastWith(page: Page, text: string) {
  return page.locator(".mantine-Notification-description").filter({ hasText: text });
}

/**
 * Starts a proxy session from a company's drawer on the companies overview, as a super admin does: "Act as <name>",
 * then the reason the confirmation asks for (it goes into the company's audit trail).
 */
export async function actAs(drawer: Locator, name: string, reason = "Checking what they reported") {
  await drawer.getByRole("button", { name: `Act as ${name}` }).click();
  const dialog = drawer.page().getByRole("dialog", { name: `Act as ${name}?` });
  await dialog.getByRole("textbox", { name: "Reason" }).fill(reason);
  await dialog.getByRole("button", { name: `Act as ${name.split(" ")[0]}` }).click();
}
