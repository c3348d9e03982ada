// Messaging serves the coaching brand too: its people get their messages, each brand keeps its own templates, and
// the product's e-mails speak the coaching brand's words (never the hiring brand's).
// `~brand` is swapped for the coaching brand in this file, as BRAND=coaching does for a build.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as schema from "../../../server/db/schema/index";
import { eventually, HARBOR_OWNER, startMessagingApi, SUPER_ADMIN, type MessagingApi } from "./support";

vi.mock("~brand", async () => ({ default: (await import("../../../brands/coaching/index")).default }));

let s: MessagingApi;
beforeAll(async () => {
  s = await startMessagingApi();
}, 120_000);
afterAll(() => s?.close());

describe("messaging in the coaching brand", () => {
  it("keeps the brand's own templates and sends to a person", async () => {
    const companyId = s.companyIds["harbor-dental"];
    // A template stored by the hiring brand's build on the same database is not this brand's.
    await s.database.db
      .insert(schema.messageTemplates)
      .values({ brand: "hb", companyId, name: "Hiring only", channel: "sms", body: "Hi" });
    const created = await s.call(HARBOR_OWNER, "POST", "/messaging/templates", {
      name: "Check-in",
      channel: "email",
      subject: "Your {{ brand }} check-in",
      body: "Hello {{ name }}, time for a check-in.",
    });
    expect(created.status).toBe(201);
    const list = await s.call(HARBOR_OWNER, "GET", "/messaging/templates");
    expect(list.body.data.map((t: { name: string }) => t.name)).toEqual(["Check-in"]);

    const [id] = await s.resultIds("harbor-dental");
    const sent = await s.call(HARBOR_OWNER, "POST", "/messaging/send", {
      channel: "email",
      template_id: created.body.data.id,
      subject: created.body.data.subject,
      body: created.body.data.body,
      recipients: { ids: [id] },
    });
    const batch = await eventually(
      async () => (await s.call(HARBOR_OWNER, "GET", `/messaging/batches/${sent.body.data.id}`)).body.data,
      (b) => b.done,
    );
    expect(batch.sent).toBe(1);
    const [person] = await s.database.db.select().from(schema.surveyResults).where(eq(schema.surveyResults.id, id));
    const [mail] = await s.database.db
      .select()
      .from(schema.outboxEmails)
      .where(eq(schema.outboxEmails.to, person.email));
    expect(mail.subject).toBe("Your Traitwise check-in");
    expect(mail.text).toContain("through Traitwise");
    expect(mail.text).not.toMatch(/HireBloom|candidate|hiring|applying/i);
  });

  it("shows the product's e-mails in the coaching brand's words", async () => {
    const invitation = await s.call(SUPER_ADMIN, "POST", "/mailer/templates/reassessment-invitation/preview", {
      subject: "Take your {{ brand }} {{ assessment }} again",
      body: "Start my {{ assessment }}: {{ link }}",
    });
    expect(invitation.body.data.subject).toBe("Take your Traitwise behavioral profile again");
  });
});
