// Spec §2: logout clears cached data — the board filters (every `kanban…` key) and the user-event queue go; what
// is not a signed-in user's (a candidate's survey progress on a shared device) stays.
import { describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "~/pipeline/filters";
import { SURVEY_DATA_KEY } from "~/surveys/storage";
import { USER_EVENTS_STORAGE_KEY } from "~/user-events/user-events";
import { clearSignedInBrowserData } from "./browser-data";

function storageWith(entries: Record<string, string>) {
  const items = new Map(Object.entries(entries));
  return {
    get length() {
      return items.size;
    },
    key: (i: number) => [...items.keys()][i] ?? null,
    removeItem: (key: string) => void items.delete(key),
    keys: () => [...items.keys()],
  };
}

describe("clearSignedInBrowserData", () => {
  it("removes every board filter and the user-event queue, and nothing else", () => {
    const storage = storageWith({
      ...Object.fromEntries(STORAGE_KEYS.map((key) => [key, "x"])),
      kanbanSomethingOlder: "x",
      [USER_EVENTS_STORAGE_KEY]: "[]",
      [SURVEY_DATA_KEY]: "{}",
    });
    clearSignedInBrowserData(storage);
    expect(storage.keys()).toEqual([SURVEY_DATA_KEY]);
  });

  it("does nothing without storage", () => {
    expect(() => clearSignedInBrowserData(null)).not.toThrow();
  });
});
