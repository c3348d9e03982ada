// The editor's diff: a draft's ranges against what it would replace (the active version, or the built-in texts),
// range by range and field by field. Pure, so the page and its test share it.
import { BLOCK_FIELDS, type ReportKind } from "~domain/report-mappings";

export interface DiffRange {
  min: number;
  max: number;
  text: Record<string, string | string[]>;
}

export interface FieldChange {
  label: string;
  before: string;
  after: string;
}

export type RangeDiff =
  | { kind: "same"; range: string }
  | { kind: "added" | "removed"; range: string }
  | { kind: "changed"; range: string; changes: FieldChange[] };

export const rangeText = (r: { min: number; max: number }) => (r.min === r.max ? `${r.min}` : `${r.min}–${r.max}`);

/** Each range of either side, in order of percentile: the same, added, removed, or changed with its changed fields. */
export function diffRanges(kind: ReportKind, before: readonly DiffRange[], after: readonly DiffRange[]): RangeDiff[] {
  const key = (r: DiffRange) => `${r.min}-${r.max}`;
  const old = new Map(before.map((r) => [key(r), r]));
  const now = new Map(after.map((r) => [key(r), r]));
  const all = [...new Map([...before, ...after].map((r) => [key(r), r])).values()].sort(
    (a, b) => a.min - b.min || a.max - b.max,
  );
  return all.map((r): RangeDiff => {
    const range = rangeText(r);
    const a = old.get(key(r));
    const b = now.get(key(r));
    if (!a) return { kind: "added", range };
    if (!b) return { kind: "removed", range };
    const changes = BLOCK_FIELDS[kind].flatMap((field): FieldChange[] => {
      const was = [a.text[field.key] ?? ""].flat();
      const is = [b.text[field.key] ?? ""].flat();
      return Array.from({ length: Math.max(was.length, is.length) }, (_, i) => i)
        .filter((i) => (was[i] ?? "") !== (is[i] ?? ""))
        .map((i) => ({
          label: field.type === "list" ? `${field.label} ${i + 1}` : field.label,
          before: was[i] ?? "",
          after: is[i] ?? "",
        }));
    });
    return changes.length ? { kind: "changed", range, changes } : { kind: "same", range };
  });
}
