// What the Academy's pages say about dates and states (browser-safe).
export const dayText = (iso: string) =>
  new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });

/** Whether a due day (YYYY-MM-DD) has passed, today (UTC) still being in time. */
export const isPastDue = (dueOn: string | null, now = new Date()) =>
  dueOn !== null && dueOn < now.toISOString().slice(0, 10);
