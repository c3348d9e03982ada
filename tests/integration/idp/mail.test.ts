// The e-mail port: the outbox table by default, SMTP when SMTP_URL is set (against a minimal SMTP server here).
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import brand from "~brand";
import { outboxEmails } from "../../../server/db/schema/index";
import { createMailer } from "../../../server/mail/index";
import { resetEmail } from "../../../server/mail/templates";
import { createTestDatabase, type TestDatabase } from "../../support/database";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

const message = {
  to: "someone@example.test",
  ...resetEmail({ link: "https://x.test/r?token=t", expiresInMinutes: 60 }),
};

describe("mailer", () => {
  it("writes to the outbox table when SMTP_URL is unset", async () => {
    await createMailer({ db: database.db, env: { SMTP_URL: undefined, MAIL_FROM: undefined } }).send(message);
    const rows = await database.db.select().from(outboxEmails);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      to: "someone@example.test",
      template: "reset",
      subject: `Reset your ${brand.name} password`,
      sentAt: null,
    });
    expect(rows[0].html).toContain("https://x.test/r?token=t");
  });

  it("sends through SMTP when SMTP_URL is set, from MAIL_FROM", async () => {
    const smtp = await startSmtpServer();
    try {
      const mailer = createMailer({
        db: database.db,
        env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: '"Team" <team@example.test>' },
      });
      await mailer.send(message);
      expect(smtp.messages).toHaveLength(1);
      const [sent] = smtp.messages;
      expect(sent.from).toBe("<team@example.test>");
      expect(sent.to).toEqual(["<someone@example.test>"]);
      expect(sent.data).toContain(`Subject: Reset your ${brand.name} password`);
      expect(sent.data).toContain("X-Template: reset");
    } finally {
      await smtp.close();
    }
  });
});

/** Just enough SMTP (RFC 5321, no extensions) to accept messages and keep them for assertions. */
async function startSmtpServer() {
  const messages: { from: string; to: string[]; data: string }[] = [];
  const server = net.createServer((socket) => {
    let buffer = "";
    let current = { from: "", to: [] as string[], data: "" };
    let inData = false;
    socket.write("220 test ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end === -1) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          messages.push(current);
          current = { from: "", to: [], data: "" };
          socket.write("250 queued\r\n");
          continue;
        }
        const eol = buffer.indexOf("\r\n");
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        const argument = line.replace(/^[A-Z]+( FROM| TO)?:?\s*/i, "").split(" ")[0];
        if (verb === "MAIL") current.from = argument;
        if (verb === "RCPT") current.to.push(argument);
        if (verb === "DATA") inData = true;
        socket.write(verb === "DATA" ? "354 go ahead\r\n" : verb === "QUIT" ? "221 bye\r\n" : "250 ok\r\n");
        if (verb === "QUIT") socket.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
