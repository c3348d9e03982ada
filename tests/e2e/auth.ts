// Signing in through the real /login page (and so through the embedded OpenID provider), as a person does.
import type { Page } from "@playwright/test";
import { DEMO_USERS } from "../../api/db/demo-data";
import { expect, gotoReady, waitUntilReady } from "./fixtures";

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

/** Signs in from /login and waits until the browser has left the sign-in page. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await gotoReady(page, "/login");
  await submitLogin(page, email, password);
  await expect(page).not.toHaveURL(/\/login/, { timeout: 15_000 });
  await waitUntilReady(page);
}

/** The message of the newest toast. */
export function lastToast(page: Page) {
  return page.locator(".mantine-Notification-description").last();
}
