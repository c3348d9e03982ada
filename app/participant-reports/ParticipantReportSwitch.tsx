import "@mantine/core/styles/Switch.layer.css";
import "@mantine/core/styles/Skeleton.layer.css";
// The company's switch for the people's own reports, on the User Management page beside the AI switch: on (the
// default), everyone who submits the assessment through the company's link is sent a link to their own report; off,
// nobody is, except book-code readers, who always get theirs (docs/assessment/participant-report.md).
import { Paper, Skeleton, Switch, Text } from "@mantine/core";
import { useFetcher } from "@remix-run/react";
import brand from "~brand";
import { useEffect, useRef } from "react";
import { useActionResult, type ActionResult } from "~/ui/action";
import type { ParticipantReportSettingsJson } from "../../api/participant-reports/contract";

interface Loaded {
  settings: ParticipantReportSettingsJson | null;
  error: string | null;
}

export function ParticipantReportSwitch({
  companyId,
  companyName,
}: {
  companyId: number | undefined;
  companyName: string;
}) {
  if (!companyId) return null;
  return <CompanySwitch key={companyId} companyId={companyId} companyName={companyName} />;
}

function CompanySwitch({ companyId, companyName }: { companyId: number; companyName: string }) {
  const load = useFetcher<Loaded>({ key: `participant-report-settings-${companyId}` });
  const change = useFetcher<ActionResult<ParticipantReportSettingsJson>>({
    key: `participant-report-settings-change-${companyId}`,
  });
  useActionResult(change.data);
  // Loaded once (the component is keyed by the company), as the AI switch does.
  const requested = useRef(false);
  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    load.load(`/participant-report-settings?company_id=${companyId}`);
  }, [load, companyId]);

  const changed = change.data?.ok ? change.data.data : null;
  const settings = changed?.company_id === companyId ? changed : load.data?.settings;
  const pending = change.formData?.get("participant_reports");
  const checked = typeof pending === "string" ? pending === "true" : (settings?.participant_reports ?? false);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Own reports for people assessed">
      {load.data?.error ? (
        <Text size="sm" c="red" role="alert">
          {load.data.error}
        </Text>
      ) : !settings ? (
        // Marked as a section still loading (e2e waitUntilReady waits it out): the card grows once loaded.
        <Skeleton height={40} aria-label="Loading the own-report setting" data-pending-sections />
      ) : (
        <Switch
          checked={checked}
          disabled={change.state !== "idle"}
          onChange={(e) =>
            change.submit(
              { company_id: String(companyId), participant_reports: String(e.currentTarget.checked) },
              { method: "post", action: "/participant-report-settings" },
            )
          }
          label={`Own reports for people assessed by ${companyName}`}
          description={`On: after submitting, each person is e-mailed a private link to their own work-style report (no fit, benchmark or job), which works for 90 days.${brand.features.jobs ? " A job can still turn it off for its applicants in its settings." : ""} Off: nobody is sent one, except book-code readers, who always get theirs.`}
        />
      )}
    </Paper>
  );
}
