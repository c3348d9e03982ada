// Demo sign-ins: every demo user gets an embedded-provider account with the demo password.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_USERS } from "../../../api/db/demo-data";
import { idpAccounts } from "../../../server/db/schema/index";
import { seed, tenancySeed } from "../../../api/db/seed";
import { createMailer } from "../../../server/mail/index";
import { createAccountService } from "../../../idp/accounts";
import { identitySeed } from "../../../idp/seed";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { exchangeCode, signInForCode, startIdpServer } from "./support";

const DEMO_PASSWORD = "demo-password-for-tests";
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

describe("identity seed", () => {
  it("creates an account for every demo user, once: verified with the demo password, or pending set-up when invited", async () => {
    expect(await seed(database.db, [tenancySeed, identitySeed(DEMO_PASSWORD, DEMO_USERS)])).toEqual([
      "seed:tenancy:v1",
      "seed:identity:v1",
    ]);
    expect(await seed(database.db, [tenancySeed, identitySeed(DEMO_PASSWORD, DEMO_USERS)])).toEqual([]);

    const all = await database.db.select().from(idpAccounts);
    expect(all.map((r) => r.email).sort()).toEqual(DEMO_USERS.map((u) => u.email.toLowerCase()).sort());
    const invited = new Set(DEMO_USERS.filter((u) => u.pendingSetup).map((u) => u.email));
    expect(invited.size).toBeGreaterThan(0);
    // Invited demo users have no password until they follow their set-up link.
    for (const row of all.filter((r) => invited.has(r.email)))
      expect(row).toMatchObject({ passwordHash: null, emailVerified: false });
    const rows = all.filter((r) => !invited.has(r.email));
    expect(rows.every((r) => r.emailVerified && r.enabled && !r.mustChangePassword)).toBe(true);
    expect(new Set(rows.map((r) => r.passwordHash)).size).toBe(rows.length); // a salt each

    const accounts = createAccountService({
      db: database.db,
      mailer: createMailer({ db: database.db, env: { SMTP_URL: undefined, MAIL_FROM: undefined } }),
      publicUrl: "http://localhost:3000",
    });
    const result = await accounts.signIn(DEMO_USERS[0].email, DEMO_PASSWORD);
    expect(result).toMatchObject({ ok: true, newPasswordRequired: false });
  });

  it("the provider's name claim comes from the product user with the same e-mail", async () => {
    const server = await startIdpServer(database.db);
    try {
      const user = DEMO_USERS[0];
      const { code, verifier } = await signInForCode(server, user.email, DEMO_PASSWORD);
      const tokens = await exchangeCode(server, code, verifier);
      const payload = JSON.parse(Buffer.from(String(tokens.body.id_token).split(".")[1], "base64url").toString());
      expect(payload.name).toBe(`${user.first} ${user.last}`);
      expect(payload.email).toBe(user.email);
    } finally {
      await server.close();
    }
  });
});
