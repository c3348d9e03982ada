// Starting and stopping built servers (build/<brand>/server.mjs) for tests and scripts: scripts/e2e.mjs, the
// process-level integration tests, scripts/start.mjs's build check.
import { spawn, execFile } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { serverAllocatorEnv, serverNodeFlags } from "./server-flags.mjs";

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The artefact directory of a brand: <BUILD_ROOT or build>/<brand>. */
export function artefactDir(brand, buildRoot = process.env.BUILD_ROOT) {
  return path.resolve(projectRoot, buildRoot || "build", brand);
}

export function hasArtefact(dir) {
  return fs.existsSync(path.join(dir, "server.mjs")) && fs.existsSync(path.join(dir, "server", "index.js"));
}

/**
 * Builds one brand into `buildRoot` (scripts/build.mjs). Output is captured and shown only when the build fails.
 * @param {"hb" | "coaching"} brand
 * @param {string} [buildRoot]
 */
export async function buildArtefact(brand, buildRoot = process.env.BUILD_ROOT) {
  try {
    await promisify(execFile)(process.execPath, [path.join(projectRoot, "scripts/build.mjs")], {
      cwd: projectRoot,
      env: { ...process.env, BRAND: brand, ...(buildRoot ? { BUILD_ROOT: buildRoot } : {}) },
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const e = /** @type {{ stdout?: string; stderr?: string; message: string }} */ (error);
    throw new Error(`building ${brand} failed:\n${e.stdout ?? ""}${e.stderr ?? e.message}`);
  }
  return artefactDir(brand, buildRoot);
}

/** A TCP port free on the loopback interface right now (bind port 0, read what the kernel chose, release it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `node <dir>/server.mjs` with exactly the given environment (plus PATH/HOME), so nothing leaks in from the
 * caller's shell. Captures stdout and stderr.
 * @param {{ dir: string; env: Record<string, string | undefined>; echo?: boolean }} options
 */
export function startServer({ dir, env, echo = false }) {
  if (path.relative(projectRoot, dir).startsWith("..")) {
    throw new Error(`${dir} is outside the project: its server.mjs could not import packages from node_modules`);
  }
  const base = Object.fromEntries(["PATH", "HOME", "TMPDIR", "LANG"].map((k) => [k, process.env[k]]));
  const child = spawn(process.execPath, [...serverNodeFlags(env), path.join(dir, "server.mjs")], {
    cwd: projectRoot,
    env: Object.fromEntries(
      Object.entries({ ...base, ...serverAllocatorEnv(env), ...env }).filter(([, v]) => v !== undefined),
    ),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => {
    stdout += chunk;
    if (echo) process.stdout.write(chunk);
  });
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
    if (echo) process.stderr.write(chunk);
  });
  /** @type {Promise<number | null>} resolves with the exit code (null when killed by a signal) */
  const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    child,
    exited,
    stdout: () => stdout,
    stderr: () => stderr,
    /** Sends a signal and resolves with the exit code. */
    async stop(signal = /** @type {NodeJS.Signals} */ ("SIGTERM")) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/**
 * Resolves when GET <baseUrl>/readyz answers 200; rejects when the process exits first or time runs out. A first
 * start migrates and seeds (hashing every demo password), which takes a minute on a busy two-core machine.
 * @param {string} baseUrl
 * @param {{ exited?: Promise<unknown>; timeoutMs?: number }} [options]
 */
export async function waitForReady(baseUrl, { exited, timeoutMs = 180_000 } = {}) {
  let gone = false;
  exited?.then(() => (gone = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the server at ${baseUrl} exited before it was ready`);
    try {
      const res = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server at ${baseUrl} was not ready within ${timeoutMs} ms`);
}
