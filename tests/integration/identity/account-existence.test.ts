// Whether an e-mail has an account must not show through the password-reset limit. Through the Main API,
// with the real account service: an unknown e-mail and an account get the same answers, counted the same way.
import { afterAll, beforeAll, expect, test } from "vitest";
import { startUsersApi, unique, type UsersApiContext } from "../users/support";

let ctx: UsersApiContext;
beforeAll(async () => {
  ctx = await startUsersApi();
});
afterAll(() => ctx?.close());

test("POST /users/forgot-password answers an unknown e-mail exactly as an account: 202 five times, then 429", async () => {
  const account = `${unique("has-account")}@example.test`;
  await ctx.identity.accounts.createAccount({ email: account, temporaryPassword: "a long enough passphrase" });
  const unknown = `${unique("no-account")}@example.test`;
  const answers = async (email: string) => {
    const seen: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await ctx.api.fetch("/users/forgot-password", { method: "POST", json: { email } });
      seen.push(`${res.status} ${JSON.stringify(await res.json())}`);
    }
    return seen;
  };
  const forAccount = await answers(account);
  expect(forAccount.map((a) => a.slice(0, 3))).toEqual(["202", "202", "202", "202", "202", "429"]);
  expect(await answers(unknown)).toEqual(forAccount);
});
