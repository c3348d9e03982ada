// The product's own e-mails as editable templates: super admins only; a broken text (syntax error, unknown variable,
// no link) is refused with what is wrong; preview and test send; a stored text is what the product then sends, and
// reset brings back the built-in one.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import brand from "~brand";
import * as schema from "../../../server/db/schema/index";
import { createMailer } from "../../../server/mail/index";
import { resetEmail } from "../../../server/mail/templates";
import { loadEnv } from "../../../server/env";
import { HARBOR_OWNER, startMessagingApi, SUPER_ADMIN, type MessagingApi } from "./support";

let s: MessagingApi;
beforeAll(async () => {
  s = await startMessagingApi();
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const outbox = (to: string) => s.database.db.select().from(schema.outboxEmails).where(eq(schema.outboxEmails.to, to));

describe("mail templates", () => {
  test("only super admins read or change them", async () => {
    expect((await s.call(HARBOR_OWNER, "GET", "/mailer/templates")).status).toBe(403);
    const list = await s.call(SUPER_ADMIN, "GET", "/mailer/templates");
    expect(list.body.data.map((t: { name: string }) => t.name)).toEqual([
      "setup",
      "reset",
      "invitation",
      "account-exists",
      "continue-assessment",
      "reassessment-invitation",
      "participant-report",
      "message",
    ]);
    expect((await s.call(SUPER_ADMIN, "GET", "/mailer/templates/nope")).status).toBe(400);
  });

  test("a broken template cannot be saved, and the answer says what is wrong", async () => {
    const broken = await s.call(SUPER_ADMIN, "PUT", "/mailer/templates/reset", {
      subject: "Reset {{ brnad }}",
      body: "Choose a new password {% if link %}",
    });
    expect(broken.status).toBe(400);
    const byPath = Object.fromEntries(
      broken.body.errors.map((e: { path: string; message: string }) => [e.path, e.message]),
    );
    expect(byPath.subject).toMatch(/unknown variable \{\{ brnad \}\}/);
    expect(byPath.body).toMatch(/syntax error/);
    const noLink = await s.call(SUPER_ADMIN, "PUT", "/mailer/templates/reset", {
      subject: "Reset",
      body: "Ask support for a new password.",
    });
    expect(noLink.body.errors).toEqual([{ path: "body", message: "must use the variable {{ link }}" }]);
    expect((await s.call(SUPER_ADMIN, "GET", "/mailer/templates/reset")).body.data.customized).toBe(false);
  });

  test("preview and a test send to oneself render with example values", async () => {
    const text = { subject: "Hi from {{ brand }}", body: "Use <this> link: {{ link }}" };
    const preview = await s.call(SUPER_ADMIN, "POST", "/mailer/templates/reset/preview", text);
    expect(preview.body.data.subject).toBe(`Hi from ${brand.name}`);
    expect(preview.body.data.html).toContain(">Use &lt;this&gt; link</a>");
    expect(preview.body.data.html).not.toContain("<this>");
    const sent = await s.call(SUPER_ADMIN, "POST", "/mailer/templates/reset/send-test", text);
    expect(sent.body.data).toEqual({ sent_to: SUPER_ADMIN });
    const [mail] = await outbox(SUPER_ADMIN);
    expect(mail.subject).toBe(`[Test] Hi from ${brand.name}`);
  });

  test("a stored text is what the product sends; reset brings back the built-in text", async () => {
    const saved = await s.call(SUPER_ADMIN, "PUT", "/mailer/templates/reset", {
      subject: "New {{ brand }} password",
      body: "Here is your link, valid {{ expires_in_minutes }} minutes.\n\nReset it: {{ link }}",
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ customized: true, subject: "New {{ brand }} password" });

    // Every part of the product sends through the e-mail port (createMailer), which renders the stored text.
    const mailer = createMailer({ db: s.database.db, env: loadEnv({ LOG_LEVEL: "silent" }) });
    const link = "https://app.example.test/token-validation?token=abc";
    await mailer.send({ to: HARBOR_OWNER, ...resetEmail({ link, expiresInMinutes: 60 }) });
    const [mail] = await outbox(HARBOR_OWNER);
    expect(mail.subject).toBe(`New ${brand.name} password`);
    expect(mail.text).toContain(`Here is your link, valid 60 minutes.\n\nReset it: ${link}`);

    const reset = await s.call(SUPER_ADMIN, "DELETE", "/mailer/templates/reset");
    expect(reset.body.data).toMatchObject({ customized: false, subject: "Reset your {{ brand }} password" });
    const audit = await s.database.db
      .select()
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.action, "mail_template.update"));
    expect(audit).toHaveLength(1);
  });
});
