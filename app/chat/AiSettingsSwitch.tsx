import "@mantine/core/styles/Switch.layer.css";
// The company's AI switch, on the User Management page (where its owner manages the company): on, the AI features
// may send the company's candidates' data (first name, report, answers; never contact details) to the configured AI
// service; off, they write their labelled default without AI.
import "@mantine/core/styles/Skeleton.layer.css";
import { Paper, Skeleton, Switch, Text } from "@mantine/core";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import brand from "~brand";
import { useActionResult, type ActionResult } from "~/ui/action";
import type { AiSettingsJson } from "../../api/ai/contract";

interface Loaded {
  settings: AiSettingsJson | null;
  error: string | null;
}

export function AiSettingsSwitch({ companyId, companyName }: { companyId: number | undefined; companyName: string }) {
  if (!brand.features.aiChat || !companyId) return null;
  return <CompanySwitch key={companyId} companyId={companyId} companyName={companyName} />;
}

function CompanySwitch({ companyId, companyName }: { companyId: number; companyName: string }) {
  const load = useFetcher<Loaded>({ key: `ai-settings-${companyId}` });
  const change = useFetcher<ActionResult<AiSettingsJson>>({ key: `ai-settings-change-${companyId}` });
  useActionResult(change.data);
  // Loaded once (the component is keyed by the company): the fetcher's `load` is not a stable identity, and loading
  // again on every render would abort the request in flight.
  const requested = useRef(false);
  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    load.load(`/ai-settings?company_id=${companyId}`);
  }, [load, companyId]);

  const changed = change.data?.ok ? change.data.data : null;
  const settings = changed?.company_id === companyId ? changed : load.data?.settings;
  const pending = change.formData?.get("ai_enabled");
  const checked = typeof pending === "string" ? pending === "true" : (settings?.ai_enabled ?? false);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="AI features">
      {load.data?.error ? (
        <Text size="sm" c="red" role="alert">
          {load.data.error}
        </Text>
      ) : !settings ? (
        // Marked as a section still loading (e2e waitUntilReady waits it out): the card grows once loaded.
        <Skeleton height={40} aria-label="Loading the AI setting" data-pending-sections />
      ) : (
        <Switch
          checked={checked}
          disabled={change.state !== "idle"}
          onChange={(e) =>
            change.submit(
              { company_id: String(companyId), ai_enabled: String(e.currentTarget.checked) },
              { method: "post", action: "/ai-settings" },
            )
          }
          label={`AI features for ${companyName}`}
          description={
            settings.endpoint_configured
              ? "On: the candidate analysis and chat may send a candidate's first name, report and answers (never contact details) to the AI service. Off: they are generated without AI."
              : "No AI service is configured on this server: the candidate analysis and chat are generated without AI either way."
          }
        />
      )}
    </Paper>
  );
}
