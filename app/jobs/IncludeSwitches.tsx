import { IncludeSwitchPair, type ParamChanges } from "~/ui/list";

/** A job list's "Include archived" and "Include tests" switches, kept in the page's URL (`useListUrl().set`). */
export function IncludeSwitches({
  query,
  set,
}: {
  query: { include_archived?: boolean; include_tests?: boolean };
  set: (changes: ParamChanges) => void;
}) {
  return (
    <IncludeSwitchPair
      archived={query.include_archived}
      tests={query.include_tests}
      onArchivedChange={(checked) => set({ include_archived: checked })}
      onTestsChange={(checked) => set({ include_tests: checked })}
    />
  );
}
