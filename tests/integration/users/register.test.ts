// Self-service sign-up (POST /auth/register): the company with its default pipeline and assessment link, its first
// COMPANY_OWNER with an identity account that is unusable until the e-mailed link sets a password, the same answer
// for known e-mails, validation and rate limits.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, pipelines, users } from "../../../server/db/schema/index";
import { REGISTER_LIMITS } from "../../../api/accounts/register-company";
import { outboxFor, PUBLIC_URL, startUsersApi, unique, type UsersApiContext } from "./support";

let ctx: UsersApiContext;
beforeAll(async () => {
  ctx = await startUsersApi();
});
afterAll(() => ctx?.close());

const form = (overrides: Record<string, unknown> = {}) => ({
  company_name: unique("Sunrise Cafe"),
  industry: "Food service",
  first: "Sunny",
  last: "Side",
  email: `${unique("founder")}@sunrise.test`,
  ...overrides,
});
const register = (json: unknown) => ctx.api.fetch("/auth/register", { method: "POST", json });

describe("POST /auth/register", () => {
  it("creates the company, its owner and an account without a password, and e-mails the set-up link", async () => {
    const input = form({ email: `${unique("Founder")}@Sunrise.TEST` });
    const res = await register(input);
    expect(res.status).toBe(202);
    expect((await res.json()).message).toMatch(/Check your e-mail/);
    const email = input.email.toLowerCase();

    const [owner] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(owner).toMatchObject({ first: "Sunny", last: "Side", authRole: "COMPANY_OWNER", active: 1 });
    const [company] = await ctx.database.db.select().from(companies).where(eq(companies.id, owner.companyId));
    expect(company).toMatchObject({ name: input.company_name, industry: "Food service", franchiseId: null });
    expect(company.assessmentToken).toMatch(/^[0-9a-f]{32}$/);
    expect(await ctx.database.db.select().from(pipelines).where(eq(pipelines.companyId, company.id))).toHaveLength(1);

    const account = await ctx.identity.accounts.findByEmail(email);
    expect(account).toMatchObject({ enabled: true, emailVerified: false });
    const [mail] = await outboxFor(ctx.database.db, email);
    expect(mail.template).toBe("setup");
    const token = decodeURIComponent(mail.text.match(new RegExp(`${PUBLIC_URL}/token-validation\\?token=(\\S+)`))![1]);

    // Not usable before the e-mail is confirmed: no password works.
    expect((await ctx.identity.accounts.signIn(email, "any password at all")).ok).toBe(false);
    expect((await ctx.identity.accounts.setUpPassword(token, "the founder's passphrase")).ok).toBe(true);
    const signIn = await ctx.identity.accounts.signIn(email, "the founder's passphrase");
    expect(signIn).toMatchObject({ ok: true, account: { emailVerified: true } });

    // Signed in, the owner sees their own company's (empty) dashboard.
    const dashboard = await (await ctx.api.fetch("/dashboard", { as: email })).json();
    expect(dashboard.data).toMatchObject({
      company: { id: company.id, name: input.company_name },
      assessment_link_token: company.assessmentToken,
    });
  });

  it("answers the same for an e-mail that already has an account, creates nothing, and tells its owner", async () => {
    const before = (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(companies))[0].n;
    const res = await register(form({ email: "Owner@Harbor-Dental.test", company_name: "Copycat Dental" }));
    expect(res.status).toBe(202);
    expect((await res.json()).message).toMatch(/Check your e-mail/);
    expect((await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(companies))[0].n).toBe(before);
    // The demo owner has no identity account in this test database: a user row alone counts as known.
    const [mail] = await outboxFor(ctx.database.db, "owner@harbor-dental.test");
    expect(mail.template).toBe("account-exists");
    expect(mail.text).toContain(`${PUBLIC_URL}/login`);
  });

  it("sends a fresh set-up link to someone who registered before but never set a password", async () => {
    const input = form();
    await register(input);
    const res = await register({ ...input, company_name: "Second try" });
    expect(res.status).toBe(202);
    const mails = await outboxFor(ctx.database.db, input.email);
    expect(mails.map((m) => m.template)).toEqual(["setup", "setup"]);
    expect(await ctx.database.db.select().from(companies).where(eq(companies.name, "Second try"))).toHaveLength(0);
  });

  it("answers every one of eight simultaneous sign-ups with one e-mail alike, and makes one company and one owner", async () => {
    const email = `${unique("twice")}@race.test`;
    const names = Array.from({ length: 8 }, (_, i) => unique(`Race ${i}`));
    const answers = await Promise.all(names.map((company_name) => register(form({ email, company_name }))));
    expect(answers.map((res) => res.status)).toEqual(names.map(() => 202));
    for (const res of answers) expect((await res.json()).message).toMatch(/Check your e-mail/);

    const owners = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(owners).toHaveLength(1);
    const made = await ctx.database.db
      .select({ name: companies.name })
      .from(companies)
      .where(sql`${companies.name} in ${names}`);
    expect(made).toHaveLength(1);
    expect(await ctx.identity.accounts.findByEmail(email)).toMatchObject({ emailVerified: false });
    expect((await outboxFor(ctx.database.db, email)).map((m) => m.template)).toContain("setup");
  });

  it("answers 400 with every bad field's path", async () => {
    const res = await register({ company_name: " ", industry: "", first: "A".repeat(101), email: "nope" });
    expect(res.status).toBe(400);
    const paths = (await res.json()).errors.map((e: { path: string }) => e.path).sort();
    expect(paths).toEqual(["company_name", "email", "first", "industry", "last"]);
  });

  it("limits sign-ups: past the window's budget the API answers 429 and creates nothing", async () => {
    // The test client calls from loopback, like the app's server: the shared budget applies.
    const statuses: number[] = [];
    for (let i = 0; i < REGISTER_LIMITS.total + 2; i++) statuses.push((await register(form())).status);
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 202).length).toBeLessThanOrEqual(REGISTER_LIMITS.total);
    const name = unique("Too many");
    expect((await register(form({ company_name: name }))).status).toBe(429);
    expect(await ctx.database.db.select().from(companies).where(eq(companies.name, name))).toHaveLength(0);
  });
});
