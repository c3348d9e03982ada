// Brand artefacts for tests that need a build (the server process, the artefact contents).
// With BUILD_ROOT set (scripts/test-all.mjs builds both brands there first) the artefacts there are used, and built
// there if missing. Without it the file builds a private copy under .cache/, removed after the file: build/ may be
// stale, or another engineer's build may be rewriting it right now. (A build must sit inside the project: server.mjs
// imports its packages from node_modules, which Node looks for in the directories above the file.)
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { BrandKey } from "../../brands/types";
import { artefactDir, buildArtefact, hasArtefact, projectRoot } from "../../scripts/lib/servers.mjs";

/**
 * Call at the top of a test file (or describe block); the returned function gives a brand's artefact directory
 * (holding server.mjs, client/, server/, migrations/) once the block's beforeAll has run.
 */
export function useBuiltArtefacts(...brands: BrandKey[]): (brand: BrandKey) => string {
  const dirs = new Map<BrandKey, string>();
  let privateRoot: string | undefined;
  beforeAll(async () => {
    if (!process.env.BUILD_ROOT) {
      fs.mkdirSync(path.join(projectRoot, ".cache"), { recursive: true });
      privateRoot = fs.mkdtempSync(path.join(projectRoot, ".cache", "test-build-"));
    }
    for (const brand of brands) {
      const existing = artefactDir(brand);
      dirs.set(
        brand,
        privateRoot
          ? await buildArtefact(brand, privateRoot)
          : hasArtefact(existing)
            ? existing
            : await buildArtefact(brand),
      );
    }
  }, 600_000); // a brand build takes 10 s on an idle machine, minutes on a loaded one
  afterAll(() => {
    if (privateRoot) fs.rmSync(privateRoot, { recursive: true, force: true });
  });
  return (brand) => {
    const dir = dirs.get(brand);
    if (!dir) throw new Error(`no artefact for ${brand}: list it in useBuiltArtefacts() and use it inside a test`);
    return dir;
  };
}
