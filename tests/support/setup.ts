// Loaded before every test file (vitest.config.ts setupFiles). A console.error during a test means something went
// wrong that no assertion looked at, so it fails the test. A test that expects one says so:
//   import { consoleError } from "<root>/tests/support/setup";  consoleError.mockImplementation(() => {});
import { format } from "node:util";
import { afterEach, beforeEach, vi, type MockInstance } from "vitest";

export let consoleError: MockInstance<typeof console.error>;
let unexpected: string[] = [];

beforeEach(() => {
  unexpected = [];
  const original = console.error;
  consoleError = vi.spyOn(console, "error");
  consoleError.mockImplementation((...args: unknown[]) => {
    original(...args);
    unexpected.push(format(...args));
    throw new Error(
      "console.error was called during this test. If that is expected, call consoleError.mockImplementation(() => {}).",
    );
  });
});

afterEach(() => {
  consoleError.mockRestore();
  // The throw above can be swallowed (a catch block, an event handler); this check cannot.
  if (unexpected.length) {
    const messages = unexpected.join("\n---\n");
    unexpected = [];
    throw new Error(`console.error was called during this test:\n${messages}`);
  }
});
