import "@mantine/core/styles/Switch.layer.css";
import { Switch } from "@mantine/core";

/** A list's "Include archived" and "Include tests" switches (the jobs lists, the pipeline board's filters). */
export function IncludeSwitchPair({
  archived,
  tests,
  onArchivedChange,
  onTestsChange,
}: {
  archived: boolean | undefined;
  tests: boolean | undefined;
  onArchivedChange(checked: boolean): void;
  onTestsChange(checked: boolean): void;
}) {
  return (
    <>
      <Switch
        label="Include archived"
        checked={archived}
        onChange={(event) => onArchivedChange(event.currentTarget.checked)}
      />
      <Switch label="Include tests" checked={tests} onChange={(event) => onTestsChange(event.currentTarget.checked)} />
    </>
  );
}
