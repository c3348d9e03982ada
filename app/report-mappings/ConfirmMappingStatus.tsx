import { ConfirmDialog } from "~/ui/list";
import { REPORT_KIND_LABELS } from "~domain/report-mappings";
import type { MappingDetailJson } from "./model";

export type StatusIntent = "activate" | "rollback" | "archive";

/** Activating, rolling back or archiving a version, confirmed first with what it does to reports. */
export function ConfirmMappingStatus({
  mapping,
  confirming,
  editable,
  onClose,
  onConfirm,
}: {
  mapping: MappingDetailJson;
  confirming: StatusIntent | null;
  editable: boolean;
  onClose: () => void;
  onConfirm: (intent: StatusIntent) => void;
}) {
  return (
    <ConfirmDialog
      subject={confirming}
      title={(intent) =>
        intent === "activate"
          ? `Activate version ${mapping.version}?`
          : intent === "rollback"
            ? `Roll back version ${mapping.version}?`
            : `Archive version ${mapping.version}?`
      }
      confirmLabel={(intent) => ({ activate: "Activate", rollback: "Roll back", archive: "Archive" })[intent]}
      color={(intent) => (intent === "activate" ? "green" : intent === "rollback" ? "orange" : "red")}
      onClose={onClose}
      onConfirm={onConfirm}
    >
      {(intent) =>
        intent === "activate" ? (
          <>
            Every {REPORT_KIND_LABELS[mapping.report_kind].toLowerCase()} will show this version's texts for{" "}
            <strong>{mapping.scale_name}</strong> at once
            {mapping.baseline.source === "active" ? `, replacing version ${mapping.baseline.version}` : ""}.
            {editable ? " Unsaved changes are not included: save the draft first." : ""}
          </>
        ) : intent === "rollback" ? (
          <>
            Version {mapping.version} will be archived and{" "}
            {mapping.baseline.source === "built-in"
              ? "reports will show the built-in texts again"
              : `version ${mapping.baseline.version} will be active again`}
            .
          </>
        ) : (
          <>
            Version {mapping.version} will be archived
            {mapping.status === "active" ? " and reports will show the built-in texts for this scale" : ""}.
          </>
        )
      }
    </ConfirmDialog>
  );
}
