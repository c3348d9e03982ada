// The link payload: only what this server encrypted with its secret opens; a changed byte, another secret, another
// algorithm or an unknown key id is "invalid", and an authentic payload past its `exp` is "expired".
import { EncryptJWT } from "jose";
import crypto from "node:crypto";
import { describe, expect, test } from "vitest";
import { shareKeys } from "./payload";

const SECRET = "unit-test-session-secret-0123456789abcdef";
const UUID = "3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b";
const inADay = () => new Date(Date.now() + 24 * 60 * 60_000);
const key = (label: string) => new Uint8Array(crypto.hkdfSync("sha256", SECRET, new Uint8Array(0), label, 32));

describe("report share payloads", () => {
  test("round-trip the share's uuid and benchmark, unreadable on the way", async () => {
    const keys = shareKeys(SECRET);
    const payload = await keys.encode({ uuid: UUID, benchmarkId: 7 }, inADay());
    expect(payload).toMatch(/^[A-Za-z0-9_-]+\.\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const header = JSON.parse(Buffer.from(payload.split(".")[0], "base64url").toString());
    expect(header).toEqual({ alg: "dir", enc: "A256GCM", kid: "rs1" });
    expect(Buffer.from(payload.split(".")[3], "base64url").toString("latin1")).not.toContain(UUID);
    expect(await keys.decode(payload)).toEqual({ status: "valid", share: { uuid: UUID, benchmarkId: 7 } });
    const plain = await keys.encode({ uuid: UUID, benchmarkId: null }, inADay());
    expect(await keys.decode(plain)).toEqual({ status: "valid", share: { uuid: UUID, benchmarkId: null } });
  });

  test("a view's link and a report's link each open only their own kind", async () => {
    const view = shareKeys(SECRET, "view");
    const report = shareKeys(SECRET, "report");
    const viewPayload = await view.encode({ uuid: UUID, benchmarkId: null }, inADay());
    expect(JSON.parse(Buffer.from(viewPayload.split(".")[0], "base64url").toString()).kid).toBe("vs1");
    expect(await view.decode(viewPayload)).toEqual({ status: "valid", share: { uuid: UUID, benchmarkId: null } });
    expect(await report.decode(viewPayload)).toEqual({ status: "invalid" });
    expect(await view.decode(await report.encode({ uuid: UUID, benchmarkId: null }, inADay()))).toEqual({
      status: "invalid",
    });
  });

  test("refuse a payload with any part changed", async () => {
    const keys = shareKeys(SECRET);
    const parts = (await keys.encode({ uuid: UUID, benchmarkId: null }, inADay())).split(".");
    for (const i of [0, 2, 3, 4]) {
      const part = parts[i];
      const at = Math.floor(part.length / 2);
      const changed = part.slice(0, at) + (part[at] === "A" ? "B" : "A") + part.slice(at + 1);
      const tampered = parts.map((p, j) => (j === i ? changed : p)).join(".");
      expect(await keys.decode(tampered), `part ${i}`).toEqual({ status: "invalid" });
    }
  });

  test("refuse one made with another secret, another key label, algorithm or key id", async () => {
    const other = await shareKeys(`${SECRET}-other`).encode({ uuid: UUID, benchmarkId: null }, inADay());
    expect(await shareKeys(SECRET).decode(other)).toEqual({ status: "invalid" });
    const exp = Math.floor(inADay().getTime() / 1000);
    const made = (header: Record<string, string>, k: Uint8Array, claims: Record<string, unknown> = { sid: UUID }) =>
      new EncryptJWT(claims)
        .setProtectedHeader({ alg: "dir", enc: "A256GCM", kid: "rs1", ...header })
        .setExpirationTime(exp)
        .encrypt(k);
    // The session secret's other uses derive other keys: a payload under one of them opens nothing here.
    expect(await shareKeys(SECRET).decode(await made({}, key("file-storage-url-signatures")))).toEqual({
      status: "invalid",
    });
    expect(await shareKeys(SECRET).decode(await made({ kid: "rs9" }, key("report-share-v1")))).toEqual({
      status: "invalid",
    });
    expect(await shareKeys(SECRET).decode(await made({ kid: "" }, key("report-share-v1")))).toEqual({
      status: "invalid",
    });
    expect(await shareKeys(SECRET).decode(await made({ enc: "A128GCM" }, key("report-share-v1").slice(0, 16)))).toEqual(
      { status: "invalid" },
    );
    // Ours, with claims that are not a share's.
    expect(await shareKeys(SECRET).decode(await made({}, key("report-share-v1"), { sid: "x" }))).toEqual({
      status: "invalid",
    });
    expect(await shareKeys(SECRET).decode(await made({}, key("report-share-v1"), { sid: UUID, bid: -1 }))).toEqual({
      status: "invalid",
    });
    // …and the same construction with the right label opens, so the refusals above are about what they change.
    expect(await shareKeys(SECRET).decode(await made({}, key("report-share-v1")))).toMatchObject({ status: "valid" });
  });

  test("tell an authentic payload past its expiry from a forged one", async () => {
    const keys = shareKeys(SECRET);
    const expired = await keys.encode({ uuid: UUID, benchmarkId: null }, new Date(Date.now() - 1000));
    expect(await keys.decode(expired)).toEqual({ status: "expired" });
    expect(await shareKeys(`${SECRET}-other`).decode(expired)).toEqual({ status: "invalid" });
  });

  test("answer garbage as invalid, never by throwing", async () => {
    const keys = shareKeys(SECRET);
    for (const garbage of ["", "abc", "a.b.c.d.e", "....", "eyJhbGciOiJub25lIn0.e30.", "x".repeat(2000), "\u0000"]) {
      expect(await keys.decode(garbage)).toEqual({ status: "invalid" });
    }
  });
});
