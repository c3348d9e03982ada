import { USER_EVENTS_STORAGE_KEY } from "~/user-events/user-events";

/** Spec §3: every board filter the browser keeps is stored under a key with this prefix. */
export const BOARD_FILTER_PREFIX = "kanban";

type StorageLike = Pick<Storage, "length" | "key" | "removeItem">;

function localStorageOrNull(): StorageLike | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Spec §2 "Logout … clears cached data": what a signed-in user left in this browser for the next person at it — the
 * board filters (company name and id, roles, pipeline…) and the user-event queue. Run when the logout form is
 * submitted and on /account-access-expired (spec §4: markers cleared); the server clears its own side.
 */
export function clearSignedInBrowserData(storage: StorageLike | null = localStorageOrNull()) {
  if (!storage) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key !== null && (key.startsWith(BOARD_FILTER_PREFIX) || key === USER_EVENTS_STORAGE_KEY)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage refused (private mode): nothing was kept there.
  }
}
