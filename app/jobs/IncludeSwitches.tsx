import { Switch } from "@mantine/core";
import type { ParamChanges } from "~/ui/list";

/** A job list's "Include archived" and "Include tests" switches, kept in the page's URL (`useListUrl().set`). */
export function IncludeSwitches({
  query,
  set,
}: {
  query: { include_archived?: boolean; include_tests?: boolean };
  set: (changes: ParamChanges) => void;
}) {
  return (
    <>
      <Switch
        label="Include archived"
        checked={query.include_archived}
        onChange={(e) => set({ include_archived: e.currentTarget.checked })}
      />
      <Switch
        label="Include tests"
        checked={query.include_tests}
        onChange={(e) => set({ include_tests: e.currentTarget.checked })}
      />
    </>
  );
}
