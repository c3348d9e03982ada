// The SMS port's Twilio adapter sends Twilio's documented request, and the STOP webhook's signature check accepts
// exactly Twilio's signature (the example from Twilio's security documentation).
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isStopKeyword, normalizePhone, twilioSender, twilioSignature, verifyTwilioSignature } from "./index";

let url = "";
const seen: { path: string; auth: string; body: string }[] = [];
const server = createServer((req, res) => {
  let body = "";
  req.on("data", (c) => (body += c));
  req.on("end", () => {
    seen.push({ path: req.url ?? "", auth: req.headers.authorization ?? "", body });
    const refuse = body.includes("To=%2B15550000000");
    res.writeHead(refuse ? 400 : 201, { "Content-Type": "application/json" });
    res.end(JSON.stringify(refuse ? { code: 21211, message: "Invalid 'To' Phone Number" } : { sid: "SM1" }));
  });
});
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("the Twilio adapter", () => {
  it("posts To, From and Body form-encoded with basic auth to the account's Messages resource", async () => {
    const sms = twilioSender({ accountSid: "AC123", authToken: "secret", from: "+15550001111", baseUrl: url });
    await sms.send({ to: "+15550002222", body: "Hi Ann\n\nReply STOP to opt out." });
    expect(seen[0].path).toBe("/2010-04-01/Accounts/AC123/Messages.json");
    expect(seen[0].auth).toBe(`Basic ${Buffer.from("AC123:secret").toString("base64")}`);
    expect(Object.fromEntries(new URLSearchParams(seen[0].body))).toEqual({
      To: "+15550002222",
      From: "+15550001111",
      Body: "Hi Ann\n\nReply STOP to opt out.",
    });
  });

  it("fails with the provider's reason", async () => {
    const sms = twilioSender({ accountSid: "AC123", authToken: "secret", from: "MG42", baseUrl: url });
    await expect(sms.send({ to: "+15550000000", body: "x" })).rejects.toThrow("Invalid 'To' Phone Number");
    expect(new URLSearchParams(seen[1].body).get("MessagingServiceSid")).toBe("MG42");
  });
});

describe("the STOP webhook's signature", () => {
  // Twilio's documented example: this URL, these parameters and this token sign to this value.
  const token = "12345";
  const hook = "https://mycompany.com/myapp.php?foo=1&bar=2";
  const params = {
    CallSid: "CA1234567890ABCDE",
    Caller: "+12349013030",
    Digits: "1234",
    From: "+12349013030",
    To: "+18005551212",
  };

  it("matches Twilio's", () => {
    expect(twilioSignature(token, hook, params)).toBe("0/KCTR6DLpKmkAf8muzZqo1nDgQ=");
    expect(verifyTwilioSignature(token, hook, params, "0/KCTR6DLpKmkAf8muzZqo1nDgQ=")).toBe(true);
  });

  it("refuses a missing or changed one", () => {
    expect(verifyTwilioSignature(token, hook, params, undefined)).toBe(false);
    expect(verifyTwilioSignature(token, hook, { ...params, Digits: "9" }, "0/KCTR6DLpKmkAf8muzZqo1nDgQ=")).toBe(false);
  });
});

describe("numbers and keywords", () => {
  it("normalizes numbers to E.164 and refuses what cannot be one", () => {
    expect(normalizePhone("+1 (555) 010-9999")).toBe("+15550109999");
    expect(normalizePhone("0044 20 7946 0000")).toBe("+442079460000");
    expect(normalizePhone("555-0100")).toBeNull();
    expect(normalizePhone(null)).toBeNull();
  });

  it("knows the opt-out keywords", () => {
    expect(["STOP", " stop ", "Unsubscribe", "stopall", "Stop."].every(isStopKeyword)).toBe(true);
    expect(["stop please", "Don't stop", ""].some(isStopKeyword)).toBe(false);
  });
});
