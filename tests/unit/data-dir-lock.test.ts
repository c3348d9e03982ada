// One data directory, one process: the PGlite directory's lock file (server/db/client.ts). The servers themselves are
// tried in tests/integration/foundation/server-process.test.ts.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { DataDirInUseError, lockDataDir } from "../../server/db/client";

let dir: string;
let dataDir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "data-dir-lock-"));
  dataDir = path.join(dir, "hb", "pglite");
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const lockFile = () => `${dataDir}.lock`;
const holder = (pid: number, host = os.hostname()) =>
  fs.writeFileSync(lockFile(), JSON.stringify({ pid, host, since: "2026-11-24T02:00:00.000Z" }));

test("a held directory is refused, naming the process; released, it can be taken again", () => {
  const release = lockDataDir(dataDir);
  expect(JSON.parse(fs.readFileSync(lockFile(), "utf8"))).toMatchObject({ pid: process.pid, host: os.hostname() });
  expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
  expect(() => lockDataDir(dataDir)).toThrow(`is in use by process ${process.pid} on ${os.hostname()}`);
  release();
  expect(fs.existsSync(lockFile())).toBe(false);
  lockDataDir(dataDir)();
});

test("a live process's lock is respected; a dead one's, or one left with this pid by a restart, is taken over", () => {
  const parent = process.ppid; // alive while this test runs
  holder(parent);
  expect(() => lockDataDir(dataDir)).toThrow(`is in use by process ${parent}`);
  holder(spawnSync(process.execPath, ["-e", ""]).pid!);
  lockDataDir(dataDir)();
  holder(process.pid); // a container restarted with the crashed server's pid
  lockDataDir(dataDir)();
  holder(1, "another-host.example"); // its pid cannot be checked from here
  expect(() => lockDataDir(dataDir)).toThrow("on another-host.example");
});
