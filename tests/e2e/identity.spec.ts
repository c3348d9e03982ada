// The identity issue's browser journeys, for both brands: sign-in through the embedded OpenID provider and the
// product's /login page, its exact messages, lockout, logout, password reset, account set-up and deactivation.
import { DEDICATED, DEMO_PASSWORD, signIn, signInThroughForm, submitLogin } from "./auth";
import { expectToast } from "./toasts";
import { latestLinkInOutbox } from "./outbox";
import { expect, gotoReady, test, waitUntilReady } from "./fixtures";

test("an anonymous deep link goes to /login?redirect_to=… and sign-in lands on that page", async ({ page }) => {
  const response = await page.goto("/profile");
  const chain: string[] = [];
  for (let request = response!.request(); request; request = request.redirectedFrom()!) chain.unshift(request.url());
  expect(chain.map((url) => new URL(url).pathname + new URL(url).search)).toContain("/login?redirect_to=%2Fprofile");
  await expect(page).toHaveURL(/\/login\?uid=/);

  // The e-mail is lower-cased before it is checked.
  await submitLogin(page, "Owner@Harbor-Dental.TEST", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { name: "Your profile" })).toBeVisible();
});

test("a redirect_to that leaves the site is ignored", async ({ page }) => {
  await gotoReady(page, "/login?redirect_to=https%3A%2F%2Fevil.example%2F");
  await submitLogin(page, "owner@harbor-dental.test", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
});

test("a wrong password shows exactly 'Invalid email or password', and an unknown e-mail the same", async ({ page }) => {
  await gotoReady(page, "/login");
  await submitLogin(page, "owner@harbor-dental.test", "not-the-password");
  await expectToast(page, "Invalid email or password");
  await expect(page.getByRole("textbox", { name: "E-mail" })).toHaveValue("owner@harbor-dental.test");
  await submitLogin(page, "nobody-here@harbor-dental.test", "not-the-password");
  await expectToast(page, "Invalid email or password");
});

test("five failures then the correct password show 'Password attempts exceeded'", async ({ page }) => {
  test.setTimeout(90_000);
  const EXCEEDED = "Password attempts exceeded. Please try again later.";
  await gotoReady(page, "/login");
  for (let attempt = 1; attempt <= 4; attempt++) {
    await submitLogin(page, DEDICATED.lockout, `wrong-password-${attempt}`);
    await expectToast(page, "Invalid email or password");
  }
  // The fifth failure locks the account for 1 s, each further one (after the lock) for twice as long (Cognito's
  // rule; the exact times are proven with a controllable clock in tests/integration/idp). Three more failures make
  // the lock 8 s, long enough for the right password to arrive inside it on however busy a machine.
  // A failure made while locked is not counted (it is answered EXCEEDED): each is tried until it counts.
  for (let failure = 5; failure <= 8; failure++) {
    await expect
      .poll(
        async () => {
          const answer = await (await submitLogin(page, DEDICATED.lockout, `wrong-password-${failure}`)).text();
          return answer.includes(EXCEEDED)
            ? EXCEEDED
            : answer.includes("Invalid email or password")
              ? "counted"
              : answer;
        },
        { timeout: 20_000 },
      )
      .toBe("counted");
  }
  const answer = await (await submitLogin(page, DEDICATED.lockout, DEMO_PASSWORD)).text();
  expect(answer).toContain(EXCEEDED);
  await expectToast(page, EXCEEDED);
  await expect(page).toHaveURL(/\/login/);
});

test("logout ends the session: /login, and the old cookie no longer opens a page", async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, DEDICATED.logoutReplay);
  const oldCookies = await page.context().cookies();
  await page.getByRole("button", { name: /Account menu for/ }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login/);

  const replay = await browser.newContext({ baseURL });
  await replay.addCookies(oldCookies);
  const replayPage = await replay.newPage();
  await replayPage.goto("/profile");
  await expect(replayPage).toHaveURL(/\/login/);
  await replay.close();
});

test("logout clears what the user left in the browser: the board filters (kanban… keys) and the user-event queue", async ({
  page,
}) => {
  // A person with the board, in a session of their own (logout ends only this one).
  await signInThroughForm(page, "recruiter@harbor-dental.test");
  await gotoReady(page, "/hiring-pipeline");
  await expect(page).toHaveURL(/company_id=/);
  const keys = () => page.evaluate(() => Object.keys(window.localStorage));
  await expect.poll(keys).toEqual(expect.arrayContaining(["kanbanCompanyId", "user-events"]));

  await page.getByRole("button", { name: /Account menu for/ }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  // The sign-in page again, after the trip through the identity provider.
  await expect(page).toHaveURL(/\/login\?uid=/);
  await waitUntilReady(page);
  const left = await keys();
  expect(left.filter((key) => key.startsWith("kanban"))).toEqual([]);
  expect(left).not.toContain("user-events");
});

test("forgot password: the e-mailed link sets a new password that signs in", async ({ page, browser, baseURL }) => {
  // Two sign-ins and a password change, each hashing a password: about 30 s on a busy 2-core machine.
  test.setTimeout(90_000);
  await gotoReady(page, "/forgot-password");
  await page.getByRole("textbox", { name: "E-mail" }).fill(DEDICATED.forgotPassword);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();

  const link = await latestLinkInOutbox(browser, baseURL!, DEDICATED.forgotPassword, "/forgot-password?token=");
  await gotoReady(page, link);
  const newPassword = "a brand new passphrase 42";
  await page.getByRole("textbox", { name: "New password" }).fill(newPassword);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/login\?uid=/);
  await expectToast(page, "Your password has been changed", { contains: true });
  await submitLogin(page, DEDICATED.forgotPassword, newPassword);
  await expect(page).toHaveURL(/\/$/);
});

test("account set-up: the invitation link leads through /token-validation to a password and a sign-in", async ({
  page,
  browser,
  baseURL,
}) => {
  // A password set and a sign-in, each hashing a password: close to 30 s on a busy 2-core machine.
  test.setTimeout(90_000);
  const link = await latestLinkInOutbox(browser, baseURL!, DEDICATED.invitation, "/token-validation?token=");
  await gotoReady(page, link);
  await expect(page.getByText(DEDICATED.invitation)).toBeVisible();
  // The rules are shown before the user types.
  await expect(page.getByText(/at least 12 characters/)).toBeVisible();
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("short");
  await page.getByRole("button", { name: "Set password" }).click();
  await expectToast(page, "Password must be at least 12 characters");
  const password = "my own long passphrase";
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page).toHaveURL(/\/login\?uid=/);
  // Sign-in opens with the account's e-mail filled in (never in the address bar).
  await expect(page.getByRole("textbox", { name: "E-mail" })).toHaveValue(DEDICATED.invitation);
  expect(page.url()).not.toContain(encodeURIComponent(DEDICATED.invitation));
  await submitLogin(page, DEDICATED.invitation, password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: /Welcome back, Nina/ })).toBeVisible();

  // The link is single-use.
  await gotoReady(page, link);
  await expect(page.getByRole("heading", { name: "This link was already used" })).toBeVisible();
});

test("a deactivated user who signs in lands on /account-access-expired", async ({ page }) => {
  await gotoReady(page, "/login");
  await submitLogin(page, DEDICATED.deactivated, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/account-access-expired$/);
  await expect(page.getByRole("heading", { name: "Your account access has expired" })).toBeVisible();
  // …and is not signed in.
  await page.goto("/");
  await expect(page).toHaveURL(/\/login/);
});
