import { describe, expect, it } from "vitest";
import { endsWithOptOut, SMS_OPT_OUT, smsTextAsSent } from "./sms-text";

describe("smsTextAsSent: the SMS as the recipient reads it", () => {
  it("appends the opt-out line after a blank line", () => {
    expect(smsTextAsSent("Hi Ann, your results are ready.")).toBe(
      "Hi Ann, your results are ready.\n\nReply STOP to opt out.",
    );
  });

  it("never appends the line twice when the text already ends with it", () => {
    expect(smsTextAsSent("Hi Ann.\n\nReply STOP to opt out.")).toBe("Hi Ann.\n\nReply STOP to opt out.");
    expect(smsTextAsSent("Hi Ann. Reply STOP to opt out")).toBe("Hi Ann. Reply STOP to opt out");
    expect(smsTextAsSent("Hi Ann. reply stop to opt-out!  \n")).toBe("Hi Ann. reply stop to opt-out!");
  });

  it("is idempotent: the text as sent, sent again, is the same text", () => {
    const once = smsTextAsSent("See you on Monday");
    expect(smsTextAsSent(once)).toBe(once);
  });

  it("still appends when the words appear earlier but not at the end", () => {
    expect(smsTextAsSent("Reply STOP to opt out. Otherwise see you Monday")).toBe(
      `Reply STOP to opt out. Otherwise see you Monday\n\n${SMS_OPT_OUT}`,
    );
  });

  it("trims the message and answers the line alone for an empty one", () => {
    expect(smsTextAsSent("  Hello  ")).toBe(`Hello\n\n${SMS_OPT_OUT}`);
    expect(smsTextAsSent("   ")).toBe(SMS_OPT_OUT);
  });

  it("endsWithOptOut ignores case and a closing full stop", () => {
    expect(endsWithOptOut("… REPLY STOP TO OPT OUT")).toBe(true);
    expect(endsWithOptOut("Reply STOP to opt out, or call us")).toBe(false);
  });
});
