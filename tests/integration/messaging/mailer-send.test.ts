// POST /mailer/send (spec §7 "mailer templates and send"): a super admin sends one of the product's e-mails to one
// address, through the e-mail port (here the outbox) in this brand's stored text, audited. Everyone else is refused;
// unknown templates or values, missing required values and links that lead elsewhere answer 400 and send nothing.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import brand from "~brand";
import * as schema from "../../../server/db/schema/index";
import { HARBOR_OWNER, startMessagingApi, SUPER_ADMIN, type MessagingApi } from "./support";

const ORIGIN = "https://app.example.test";
const TO = "someone@send.test";

let s: MessagingApi;
beforeAll(async () => {
  s = await startMessagingApi({ PUBLIC_URL: ORIGIN });
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const outbox = (to: string) => s.database.db.select().from(schema.outboxEmails).where(eq(schema.outboxEmails.to, to));

describe("POST /mailer/send", () => {
  test("a super admin sends a product e-mail with its values; it is in the outbox and the audit trail", async () => {
    const link = `${ORIGIN}/token-validation?token=abc`;
    const sent = await s.call(SUPER_ADMIN, "POST", "/mailer/send", {
      template: "reset",
      to: TO,
      variables: { link, expires_in_minutes: 30 },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ template: "reset", sent_to: TO });
    const [mail] = await outbox(TO);
    expect(mail.template).toBe("reset");
    expect(mail.text).toContain(link);
    expect(mail.text).toContain("30");
    expect(mail.text).toContain(brand.name);
    const audit = await s.database.db
      .select()
      .from(schema.auditEvents)
      .where(and(eq(schema.auditEvents.action, "mail.send")));
    expect(audit).toHaveLength(1);
    // No personal data in the trail: not the address.
    expect(audit[0].summary).not.toContain(TO);
  });

  test("sends the brand's stored text of the template", async () => {
    const saved = await s.call(SUPER_ADMIN, "PUT", "/mailer/templates/account-exists", {
      subject: "Already with {{ brand }}",
      body: "You have an account. Sign in: {{ link }}",
    });
    expect(saved.status).toBe(200);
    const to = "stored@send.test";
    const sent = await s.call(SUPER_ADMIN, "POST", "/mailer/send", {
      template: "account-exists",
      to,
      variables: { link: `${ORIGIN}/login` },
    });
    expect(sent.status).toBe(200);
    const [mail] = await outbox(to);
    expect(mail.subject).toBe(`Already with ${brand.name}`);
    expect(mail.text).toContain(`You have an account. Sign in: ${ORIGIN}/login`);
  });

  test("anyone but a super admin is refused (403), and a signed-out caller is not let in", async () => {
    const body = { template: "reset", to: "refused@send.test", variables: { link: `${ORIGIN}/x` } };
    const owner = await s.call(HARBOR_OWNER, "POST", "/mailer/send", body);
    expect(owner.status).toBe(403);
    expect((await s.call(null, "POST", "/mailer/send", body)).status).toBe(401);
    expect(await outbox("refused@send.test")).toHaveLength(0);
  });

  test("bad input answers 400 with each problem's path, and sends nothing", async () => {
    const to = "bad@send.test";
    const cases: [unknown, string[]][] = [
      [{ template: "nope", to, variables: {} }, ["template"]],
      [{ template: "reset", to: "not-an-address", variables: { link: `${ORIGIN}/x` } }, ["to"]],
      [{ template: "reset", to, variables: {} }, ["variables.link"]],
      [{ template: "reset", to, variables: { link: "https://elsewhere.test/phish" } }, ["variables.link"]],
      [{ template: "reset", to, variables: { link: "not a link" } }, ["variables.link"]],
      [{ template: "reset", to, variables: { link: `${ORIGIN}/x`, brand: "Other" } }, ["variables.brand"]],
      [{ template: "reset", to, variables: { link: `${ORIGIN}/x`, surprise: "1" } }, ["variables.surprise"]],
      [{ template: "reset", to, variables: { link: { nested: true } } }, ["variables.link"]],
      [{ template: "reset", to, variables: { link: `${ORIGIN}/x` }, cc: "x@y.test" }, ["(body)"]],
    ];
    for (const [body, paths] of cases) {
      const res = await s.call(SUPER_ADMIN, "POST", "/mailer/send", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(
        res.body.errors.map((e: { path: string }) => e.path),
        JSON.stringify(body),
      ).toEqual(paths);
    }
    expect(await outbox(to)).toHaveLength(0);
  });
});
