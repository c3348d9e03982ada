// Whether an e-mail has an account must not show in how long "forgot password" takes to answer. Measured timings on a
// shared two-core machine are too noisy to prove that, so these tests prove its cause away: the answer waits for the
// same statements whichever the e-mail, and the account's link and e-mail are made only after the answer.
import type { Logger } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Database } from "../../../server/db/client";
import * as schema from "../../../server/db/schema/index";
import { outboxMailer, type Mailer } from "../../../server/mail/index";
import { createAccountService, type AccountService } from "../../../idp/accounts";
import { createTestDatabase, type TestDatabase } from "../../support/database";

let database: TestDatabase;
/** Every statement sent through `db`, as its text (parameters are where the e-mails differ, and are left out). */
const statements: string[] = [];
let db: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  // The same connection as the test database's, with a logger that records each statement.
  const logger: Logger = { logQuery: (query) => statements.push(query) };
  const client = (database.db as unknown as { $client: never }).$client;
  db = (database.kind === "postgres"
    ? drizzlePg(client, { schema, logger })
    : drizzlePglite(client, { schema, logger })) as unknown as Database;
});
afterAll(() => database?.close());

/** A mailer that holds every message until `release()`, and counts what it was given. */
function heldMailer(to: Mailer) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const given: string[] = [];
  const mailer: Mailer = {
    async send(message) {
      given.push(message.to);
      await released;
      await to.send(message);
    },
  };
  return { mailer, given, release };
}

function service(mailer: Mailer): AccountService {
  return createAccountService({ db, mailer, publicUrl: "https://app.example.test" });
}

/** The statements run from the call until its answer arrives (an answer that waits for a held e-mail never does). */
async function statementsUntilAnswered(accounts: AccountService, email: string) {
  const from = statements.length;
  const waited = new Promise((resolve) => setTimeout(resolve, 10_000, "no answer within 10 s"));
  expect(await Promise.race([accounts.requestPasswordReset(email), waited])).toEqual({ status: "sent" });
  return statements.slice(from);
}

test("the answer waits for the same statements for an account's e-mail and an unknown one", async () => {
  const accounts = service(outboxMailer(db));
  await accounts.createAccount({ email: "known.timing@example.test" });
  const known = await statementsUntilAnswered(accounts, "known.timing@example.test");
  await accounts.settled();
  const unknown = await statementsUntilAnswered(accounts, "unknown.timing@example.test");
  await accounts.settled();
  expect(known.length).toBeGreaterThan(0);
  expect(unknown).toEqual(known);
});

test("an account's reset link and e-mail are made after the answer, and are sent once it has gone", async () => {
  const held = heldMailer(outboxMailer(db));
  const accounts = service(held.mailer);
  await accounts.createAccount({ email: "held.timing@example.test" });

  const answered = await statementsUntilAnswered(accounts, "held.timing@example.test");
  // Nothing of the link was written before the answer, and the e-mail had not been handed over yet.
  expect(answered.filter((s) => /idp_account_tokens|outbox_emails/.test(s))).toEqual([]);
  expect(held.given).toEqual([]);

  // The rest happens after the answer: the link is made and the e-mail handed over, held here until released.
  await expect.poll(() => held.given).toEqual(["held.timing@example.test"]);
  held.release();
  await accounts.settled();
  const outbox = await db.query.outboxEmails.findMany({
    where: (t, { eq }) => eq(t.to, "held.timing@example.test"),
  });
  expect(outbox.map((m) => m.template)).toEqual(["reset"]);
});

test("work left running that fails is reported, not lost", async () => {
  const failures: unknown[] = [];
  const accounts = createAccountService({
    db,
    mailer: { send: () => Promise.reject(new Error("the mail server is away")) },
    publicUrl: "https://app.example.test",
    onBackgroundError: (error) => failures.push(error),
  });
  await accounts.createAccount({ email: "failing.timing@example.test" });
  expect(await accounts.requestPasswordReset("failing.timing@example.test")).toEqual({ status: "sent" });
  await accounts.settled();
  expect(failures).toEqual([expect.objectContaining({ message: "the mail server is away" })]);
});
