// A company's fit settings (ADR 056): fit and ranking leave the health-adjacent facets out unless the company's owner
// (or a super admin) records why its roles need them, and confirms. Shown in the company drawer and on User
// Management; a user who may not change it reads it.
import "@mantine/core/styles/Skeleton.layer.css";
import { Button, Checkbox, Group, Modal, Paper, Skeleton, Stack, Text, Textarea, Title } from "@mantine/core";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { formatDate } from "~domain/format";
import { useActionResult, type ActionResult } from "~/ui/action";
import type { FitSettingsJson } from "../../api/companies/contract";

interface Loaded {
  settings: FitSettingsJson | null;
  error: string | null;
}

const list = (names: string[]) =>
  names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;

export function FitSettingsPanel({ companyId, companyName }: { companyId: number | undefined; companyName: string }) {
  if (!companyId) return null;
  return <Settings key={companyId} companyId={companyId} companyName={companyName} />;
}

function Settings({ companyId, companyName }: { companyId: number; companyName: string }) {
  const load = useFetcher<Loaded>({ key: `fit-settings-${companyId}` });
  const change = useFetcher<ActionResult<FitSettingsJson>>({ key: `fit-settings-change-${companyId}` });
  const [open, setOpen] = useState(false);
  const [understood, setUnderstood] = useState(false);
  const form = useActionResult(change.data, { onSuccess: () => setOpen(false) });
  // Loaded once per company (the component is keyed by it); loading on every render would abort the request.
  const requested = useRef(false);
  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    load.load(`/fit-settings?company_id=${companyId}`);
  }, [load, companyId]);

  const changed = change.data?.ok ? change.data.data : null;
  const settings = changed?.company_id === companyId ? changed : load.data?.settings;
  const busy = change.state !== "idle";
  const names = list((settings?.health_facets ?? []).map((f) => f.name));

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={`fit-settings-${companyId}`}>
      <Title order={2} size="h5" id={`fit-settings-${companyId}`} mb="xs">
        Facets used for fit
      </Title>
      {load.data?.error ? (
        <Text size="sm" c="red" role="alert">
          {load.data.error}
        </Text>
      ) : !settings ? (
        // Marked as a section still loading (e2e waitUntilReady waits it out): the card grows once loaded.
        <Skeleton height={40} aria-label="Loading the fit settings" data-pending-sections />
      ) : (
        <Stack gap="xs">
          {settings.include_health_facets ? (
            <>
              <Text size="sm" data-testid="fit-settings-state">
                {companyName}&apos;s fits and rankings include {names}, facets close to health.
              </Text>
              <Text size="sm" c="dimmed">
                Reason recorded
                {settings.changed_by ? ` by ${settings.changed_by.name}` : ""}
                {settings.changed_at ? ` on ${formatDate(settings.changed_at)}` : ""}: “{settings.reason}”
              </Text>
            </>
          ) : (
            <Text size="sm" data-testid="fit-settings-state">
              {companyName}&apos;s fits and rankings leave out {names}: these facets are close to health, and no
              decision about a person should rest on them unless a role truly needs them.
            </Text>
          )}
          {settings.can_change ? (
            <Group>
              {settings.include_health_facets ? (
                <change.Form method="post" action="/fit-settings">
                  <input type="hidden" name="company_id" value={companyId} />
                  <input type="hidden" name="include_health_facets" value="false" />
                  <Button type="submit" variant="default" loading={busy}>
                    Leave them out of fit
                  </Button>
                </change.Form>
              ) : (
                <Button variant="default" onClick={() => setOpen(true)}>
                  Include them in fit…
                </Button>
              )}
            </Group>
          ) : null}
        </Stack>
      )}
      <Modal opened={open} onClose={() => setOpen(false)} title="Include facets close to health in fit?">
        <change.Form method="post" action="/fit-settings">
          <Stack gap="sm">
            <Text size="sm">
              {names} describe how someone copes with low mood, impulses and pressure. Used to rank or screen people
              they can read like a health inquiry. Include them only where a role truly needs them; every fit of{" "}
              {companyName} will then count them, and the change is recorded in the audit trail.
            </Text>
            <input type="hidden" name="company_id" value={companyId} />
            <input type="hidden" name="include_health_facets" value="true" />
            <Textarea
              name="reason"
              label="Why do your roles need them?"
              description="Kept with your name and the date; shown to everyone who sees this setting."
              required
              minLength={10}
              maxLength={1000}
              autosize
              minRows={3}
              defaultValue={form.value("reason")}
              error={form.error("reason")}
            />
            <Checkbox
              label="I confirm that these facets are needed for this company's roles"
              checked={understood}
              onChange={(e) => setUnderstood(e.currentTarget.checked)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" loading={busy} disabled={!understood}>
                Include in fit
              </Button>
            </Group>
          </Stack>
        </change.Form>
      </Modal>
    </Paper>
  );
}
