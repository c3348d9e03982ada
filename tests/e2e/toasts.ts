// Toasts as the person saw them. A toast closes after 2 s (spec §5), and on a busy 2-core CI machine a test's polling
// can miss one that came and went; so every page records each toast's text as it appears, and a test asserts on that
// record instead of on what happens to be on screen at the moment it looks.
import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";

type Recorded = { texts: string[]; seen: number };
declare global {
  interface Window {
    __toasts?: Recorded;
  }
}

/** Runs in every page before its own scripts (the page fixture adds it): keeps each toast's latest text. */
export function recordToasts() {
  const record: Recorded = { texts: [], seen: 0 };
  window.__toasts = record;
  const index = new WeakMap<Element, number>();
  const scan = () => {
    for (const element of document.querySelectorAll(".mantine-Notification-description")) {
      const text = (element.textContent ?? "").replace(/\s+/g, " ").trim();
      const at = index.get(element);
      if (at === undefined) index.set(element, record.texts.push(text) - 1);
      else record.texts[at] = text;
    }
  };
  new MutationObserver(scan).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Passes once a toast with this text has appeared since the last toast a test matched on this page (whole text for
 * a string, unless `contains`; a pattern matches anywhere). Consumes it, so the same message twice needs two toasts.
 */
export async function expectToast(page: Page, expected: string | RegExp, options: { contains?: boolean } = {}) {
  type Wanted = { text: string; contains: boolean } | { source: string; flags: string };
  const wanted: Wanted =
    typeof expected === "string"
      ? { text: expected.replace(/\s+/g, " ").trim(), contains: options.contains ?? false }
      : { source: expected.source, flags: expected.flags };
  await expect
    .poll(
      () =>
        page.evaluate((want: Wanted) => {
          const record = window.__toasts;
          if (!record) return "this page records no toasts";
          const matches = (text: string) =>
            "source" in want
              ? new RegExp(want.source, want.flags).test(text)
              : want.contains
                ? text.includes(want.text)
                : text === want.text;
          for (let i = record.seen; i < record.texts.length; i++)
            if (matches(record.texts[i])) {
              record.seen = i + 1;
              return true;
            }
          return record.texts.slice(record.seen);
        }, wanted),
      { message: `a toast ${typeof expected === "string" ? `"${expected}"` : String(expected)}`, timeout: 15_000 },
    )
    .toBe(true);
}
