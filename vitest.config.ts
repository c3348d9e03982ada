// Three test tiers, chosen by where a file lives and how it is named (see README "Tests"):
//   unit         fast, no database: **/*.test.ts(x) beside the code and tests/unit/
//   component    components and routes in a DOM (happy-dom, Testing Library, Remix's route stub):
//                app/**/*.component.test.tsx; where a browser adds nothing, interactive behaviour is tested here
//   integration  real database (PGlite, or PostgreSQL with TEST_DATABASE_URL), built server processes
// BRAND picks what `~brand` resolves to, so a suite can run once per brand: BRAND=coaching vitest run --project unit
import os from "node:os";
import { defineConfig } from "vitest/config";
import { aliases } from "./aliases.js";
import { parseBrand } from "./brands/brands.js";

const brand = parseBrand(process.env.BRAND);
const integrationFiles = ["tests/integration/**/*.test.ts", "**/*.integration.test.ts"];
const componentFiles = ["app/**/*.component.test.tsx"];
const ignored = ["**/node_modules/**", "build/**", ".data/**", ".cache/**", "test-results/**"];

export default defineConfig({
  resolve: { alias: aliases(brand) },
  test: {
    // Any console.error during a test fails it (tests that expect one silence `consoleError` themselves).
    setupFiles: ["tests/support/setup.ts"],
    // Vitest's default is one worker per core but one: a single worker on a 2-core machine. Both tiers wait on more
    // than the CPU (servers, databases, module loading), so two workers there finish in about two thirds of the time.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    minWorkers: 1,
    // Each tier has the pool that suits it (measured, ADR 086):
    //   unit: threads that keep their module registry from file to file. Importing the code afresh was three quarters
    //     of the tier's time; a unit test keeps no state in modules, and a file that mocks a module another file may
    //     have loaded resets the registry before importing what it tests (vi.resetModules).
    //   component: a fresh VM context per file (globals, DOM and every module, packages included) inside threads that
    //     serve many files: half the time of a new process per file, the same line coverage.
    //   integration: a new process per file (forks, isolated). Processes that serve many files were faster, but V8's
    //     coverage then lost lines that the tests ran (ADR 086).
    poolOptions: { threads: { isolate: false } },
    // `--coverage` (npm test passes it): V8's line counts of the product's code, as JSON per tier, merged and printed
    // by scripts/coverage-summary.mjs.
    coverage: {
      provider: "v8",
      include: ["app/**/*.{ts,tsx}", "api/**/*.ts", "domain/**/*.ts", "server/**/*.ts"],
      exclude: ["**/*.test.{ts,tsx}", "**/*.d.ts"],
      reporter: ["json"],
    },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["{domain,app,api,idp,server,brands}/**/*.test.{ts,tsx}", "tests/unit/**/*.test.{ts,tsx}"],
          exclude: [...ignored, ...integrationFiles, ...componentFiles],
          environment: "node",
          // Worker threads that keep their module registry from file to file (poolOptions.threads above).
          pool: "threads",
        },
      },
      {
        extends: true,
        test: {
          name: "component",
          include: componentFiles,
          exclude: ignored,
          environment: "happy-dom",
          pool: "vmThreads",
          setupFiles: ["tests/support/dom-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: integrationFiles,
          // Every JSON answer of a contract's operation is checked against its response schema (api/http/implement.ts).
          env: { API_CHECK_RESPONSES: "1" },
          exclude: ignored,
          environment: "node",
          // Migrates one template database per run; every test file then copies it (tests/support/database.ts).
          globalSetup: ["tests/support/database-template.ts"],
          testTimeout: 30_000,
          // Long enough for a hook that builds a brand artefact (about 10 s each).
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
