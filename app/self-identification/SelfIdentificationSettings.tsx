import "@mantine/core/styles/Switch.layer.css";
// Which optional voluntary self-identification questions the company asks, on the User Management page: veteran and
// disability status, both off by default (sex and race/ethnicity are always offered, and may be declined).
import { Paper, Stack, Switch, Text } from "@mantine/core";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useActionResult, type ActionResult } from "~/ui/action";
import type { SelfIdentificationSettingsJson } from "../../api/self-identification/contract";

interface Loaded {
  settings: SelfIdentificationSettingsJson | null;
  error: string | null;
}

export function SelfIdentificationSettings({ companyId }: { companyId: number | undefined }) {
  if (!companyId) return null;
  return <CompanySettings key={companyId} companyId={companyId} />;
}

function CompanySettings({ companyId }: { companyId: number }) {
  const load = useFetcher<Loaded>({ key: `self-identification-settings-${companyId}` });
  const change = useFetcher<ActionResult<SelfIdentificationSettingsJson>>({
    key: `self-identification-settings-change-${companyId}`,
  });
  useActionResult(change.data);
  const requested = useRef(false);
  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    load.load(`/self-identification-settings?company_id=${companyId}`);
  }, [load, companyId]);

  const changed = change.data?.ok ? change.data.data : null;
  const settings = changed?.company_id === companyId ? changed : load.data?.settings;
  const pending = (name: string) => change.formData?.get(name);
  const value = (name: "ask_veteran" | "ask_disability") => {
    const p = pending(name);
    return typeof p === "string" ? p === "true" : (settings?.[name] ?? false);
  };
  const submit = (next: { ask_veteran: boolean; ask_disability: boolean }) =>
    change.submit(
      {
        company_id: String(companyId),
        ask_veteran: String(next.ask_veteran),
        ask_disability: String(next.ask_disability),
      },
      { method: "post", action: "/self-identification-settings" },
    );

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Voluntary self-identification questions">
      {load.data?.error ? (
        <Text size="sm" c="red" role="alert">
          {load.data.error}
        </Text>
      ) : (
        // The card keeps its final size while the settings load (switches off and disabled): a card that grew after
        // render moved the page under the pointer.
        <Stack gap="xs" aria-busy={!settings}>
          <Text size="sm">
            Candidates may self-identify their sex and race/ethnicity (or decline) when they apply or register, so you
            can check that your hiring is fair to every group. You can also ask:
          </Text>
          <Switch
            checked={value("ask_veteran")}
            disabled={!settings || change.state !== "idle"}
            onChange={(e) => submit({ ask_veteran: e.currentTarget.checked, ask_disability: value("ask_disability") })}
            label="Ask protected veteran status"
          />
          <Switch
            checked={value("ask_disability")}
            disabled={!settings || change.state !== "idle"}
            onChange={(e) => submit({ ask_veteran: value("ask_veteran"), ask_disability: e.currentTarget.checked })}
            label="Ask disability status"
          />
        </Stack>
      )}
    </Paper>
  );
}
