// ESLint: JavaScript and typescript-eslint recommended rules, plus the rules of hooks. Type-aware rules are left
// to `npm run typecheck`, which keeps linting fast.
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// The Node globals plain .js/.mjs/.cjs files use (TypeScript files get no-undef from the compiler instead).
const nodeGlobals = Object.fromEntries(
  [
    "process",
    "console",
    "Buffer",
    "URL",
    "URLSearchParams",
    "fetch",
    "AbortSignal",
    "setTimeout",
    "clearTimeout",
    "setInterval",
    "clearInterval",
    "structuredClone",
  ].map((name) => [name, "readonly"]),
);

export default defineConfig(
  {
    ignores: [
      "build/",
      ".data/",
      ".cache/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "coverage/",
      "server/db/migrations/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // React code lives in app/. The two classic rules only: the React Compiler rules of the plugin's "recommended"
    // preset assume a compiler this project does not use. (Outside app/, `use` is Playwright's and vitest's word.)
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
          caughtErrors: "none",
        },
      ],
    },
  },
  {
    // Playwright reads which fixtures a fixture needs from its first parameter's pattern, `{}` when none.
    files: ["tests/e2e/**"],
    rules: { "no-empty-pattern": "off" },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: nodeGlobals },
  },
  {
    files: ["**/*.cjs"],
    languageOptions: {
      sourceType: "commonjs",
      globals: { module: "writable", require: "readonly", __dirname: "readonly" },
    },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
