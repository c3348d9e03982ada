// The e-mail outbox, read the way support staff read it: a super admin's /outbox page in a browser context of its own.
import type { Browser } from "@playwright/test";
import { signIn } from "./auth";
import { expect, gotoReady } from "./fixtures";

/**
 * The path and query of the newest link containing `contains` in the e-mails to `to`, read by `reader` (a super
 * admin; a spec may pick its own so that its sessions are its own).
 */
export async function latestLinkInOutbox(
  browser: Browser,
  baseURL: string,
  to: string,
  contains: string,
  reader = "cara.support@provider.test",
) {
  const context = await browser.newContext({ baseURL });
  const admin = await context.newPage();
  await signIn(admin, reader);
  await gotoReady(admin, `/outbox?to=${encodeURIComponent(to)}`);
  const href = await admin.locator(`a[href*="${contains}"]`).first().getAttribute("href");
  await context.close();
  expect(href, `a ${contains} link in ${to}'s e-mail`).toBeTruthy();
  const url = new URL(href!);
  return url.pathname + url.search;
}
