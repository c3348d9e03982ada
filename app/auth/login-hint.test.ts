import { describe, expect, it } from "vitest";
import { loginHintOf } from "./login-hint";

describe("loginHintOf", () => {
  it("takes one e-mail address, trimmed", () => {
    expect(loginHintOf(" new.hire@harbor-dental.test ")).toBe("new.hire@harbor-dental.test");
  });

  it("refuses anything that is not one plain address", () => {
    for (const bad of [
      undefined,
      null,
      42,
      "",
      "not an address",
      "a@b",
      "two@a.test,three@b.test",
      "a@b.test\nSet-Cookie: x=1",
      `${"a".repeat(250)}@x.test`,
    ]) {
      expect(loginHintOf(bad), String(bad)).toBeNull();
    }
  });
});
