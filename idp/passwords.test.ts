import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, passwordProblem, verifyPassword } from "./passwords";

describe("password hashing", () => {
  it("encodes scrypt with its parameters, a 16-byte salt and a fresh salt every time", async () => {
    const a = await hashPassword("correct horse battery");
    const b = await hashPassword("correct horse battery");
    expect(a).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(a).not.toBe(b);
    expect(needsRehash(a)).toBe(false);
  });

  it("verifies the right password only", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse batterY", hash)).toBe(false);
  });

  it("treats differently composed Unicode as the same password (NFKC)", async () => {
    const hash = await hashPassword("cafe\u0301 au lait please");
    expect(await verifyPassword("caf\u00e9 au lait please", hash)).toBe(true);
  });

  it("still verifies hashes made with other parameters, and asks for a re-hash", async () => {
    // The same format with N=2^14: what a hash from an older configuration looks like.
    const crypto = await import("node:crypto");
    const salt = crypto.randomBytes(16);
    const key = crypto.scryptSync("an older password", salt, 32, { N: 2 ** 14, r: 8, p: 1 });
    const old = `$scrypt$ln=14,r=8,p=1$${salt.toString("base64").replace(/=+$/, "")}$${key.toString("base64").replace(/=+$/, "")}`;
    expect(await verifyPassword("an older password", old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
  });

  it("refuses malformed or absurd hashes instead of throwing", async () => {
    expect(await verifyPassword("whatever it is", "")).toBe(false);
    expect(await verifyPassword("whatever it is", "$2b$10$abcdefghijklmnopqrstuv")).toBe(false);
    expect(
      await verifyPassword("whatever it is", "$scrypt$ln=30,r=8,p=1$c2FsdHNhbHRzYWx0$a2V5a2V5a2V5a2V5a2V5a2V5"),
    ).toBe(false);
  });
});

describe("password policy", () => {
  it("asks for 12 to 128 characters and nothing else", () => {
    expect(passwordProblem("a".repeat(11))).toMatch(/at least 12/);
    expect(passwordProblem("a".repeat(12))).toBeNull();
    expect(passwordProblem("all lower case words")).toBeNull();
    expect(passwordProblem("a".repeat(128))).toBeNull();
    expect(passwordProblem("a".repeat(129))).toMatch(/at most 128/);
  });

  it("refuses the e-mail address as the password", () => {
    expect(passwordProblem("Someone@Example.test", "someone@example.test")).toMatch(/e-mail/);
  });
});
