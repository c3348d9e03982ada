import { describe, expect, it } from "vitest";
import { failuresBefore, lockDuration, MAX_LOCK_MS, normalizeEmail } from "./accounts";

describe("lockDuration (Cognito: 2^(n-5) s after the 5th failure, at most 15 minutes)", () => {
  it("does not lock before the fifth consecutive failure", () => {
    expect([0, 1, 2, 3, 4].map(lockDuration)).toEqual([0, 0, 0, 0, 0]);
  });

  it("locks for 1 s at the fifth failure and doubles with each further one", () => {
    expect([5, 6, 7, 8, 9, 10, 14].map(lockDuration)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 512_000]);
  });

  it("caps the lock at 15 minutes, however many failures", () => {
    expect(lockDuration(15)).toBe(900_000);
    expect(lockDuration(16)).toBe(MAX_LOCK_MS);
    expect(lockDuration(10_000)).toBe(MAX_LOCK_MS);
  });
});

describe("failuresBefore", () => {
  const now = new Date("2026-01-01T12:00:00Z");
  const at = (msFromNow: number) => new Date(now.getTime() + msFromNow);

  it("keeps counts below the lockout threshold, however old", () => {
    expect(failuresBefore(3, null, now)).toBe(3);
  });

  it("keeps the count until 15 minutes have passed since the lock ended", () => {
    expect(failuresBefore(7, at(-15 * 60_000 + 1), now)).toBe(7);
  });

  it("resets after 15 quiet minutes following a lockout", () => {
    expect(failuresBefore(7, at(-15 * 60_000), now)).toBe(0);
  });

  it("does not reset right after a 15-minute lock (the cap) ends", () => {
    expect(failuresBefore(20, at(0), now)).toBe(20);
  });
});

describe("normalizeEmail", () => {
  it("trims and lower-cases", () => {
    expect(normalizeEmail("  Ava.Admin@Provider.TEST ")).toBe("ava.admin@provider.test");
  });
});
