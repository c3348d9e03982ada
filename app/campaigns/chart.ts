/**
 * The chart's days: every calendar day from the first counted one to the last, the days without counts at zero, so
 * that the time axis is even (a day with nothing counted is a point at zero, not a gap that the line jumps over).
 * Longer than a year, the counted days alone are drawn.
 */
export function everyDay<T extends { date: string }>(days: readonly T[], zero: Omit<T, "date">): T[] {
  if (days.length < 2) return [...days];
  const byDate = new Map(days.map((d) => [d.date, d]));
  const first = Date.parse(`${days[0].date}T00:00:00Z`);
  const last = Date.parse(`${days[days.length - 1].date}T00:00:00Z`);
  const count = Math.round((last - first) / 86_400_000) + 1;
  if (!(count > 0) || count > 366) return [...days];
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(first + i * 86_400_000).toISOString().slice(0, 10);
    return byDate.get(date) ?? ({ ...zero, date } as T);
  });
}
