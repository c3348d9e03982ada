// Runs after every other spec of its brand (see playwright.config.ts): it restarts the brand's server.
import { DEDICATED, signIn } from "./auth";
import { expect, gotoReady, test } from "./fixtures";

test("a signed-in user stays signed in across a server restart", async ({ page, server, allowConsoleError }) => {
  await signIn(page, DEDICATED.restart);
  // The page stays open while the server is down: what it sends then (queued user events) cannot connect.
  allowConsoleError(/ERR_CONNECTION_REFUSED/);
  await page.waitForLoadState("networkidle");
  await server.restart();
  await gotoReady(page, "/profile");
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { name: "Your profile" })).toBeVisible();
});
