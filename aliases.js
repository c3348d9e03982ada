import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The project's import aliases, for every bundler and test runner (tsconfig.json mirrors them for the type
 * checker). `~brand` is the one door through which code reaches brand-specific configuration.
 * @param {"hb" | "coaching"} brand
 */
export function aliases(brand) {
  return {
    "~brand": path.join(root, "brands", brand, "index.ts"),
    "~domain": path.join(root, "domain"),
    "~": path.join(root, "app"),
  };
}
