// The benchmark editor's "Preview fairness impact": asks the server what the draft's ranges would give on a company's
// candidates of the last 12 months, on a button (each preview scores every candidate of the period, so not on every
// keystroke), and says when the ranges have changed since.
import "@mantine/core/styles/Fieldset.layer.css";
import { Alert, Button, Fieldset, Group, Select, Stack, Text } from "@mantine/core";
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { DOMAINS, FACETS } from "~domain/assessment/traits";
import type { ImpactPreviewAnswer } from "./impact.server";
import { ImpactFigures } from "./ImpactFigures";
import type { BenchmarkTargets } from "./model";

/** The draft's ranges as the form's own fields (`N.min`, `C4.on`…), which the preview reads as a save would. */
export function targetParams(targets: BenchmarkTargets): URLSearchParams {
  const params = new URLSearchParams();
  for (const d of DOMAINS) {
    params.set(`${d}.min`, String(targets.domains[d].min));
    params.set(`${d}.max`, String(targets.domains[d].max));
  }
  for (const f of FACETS) {
    const range = targets.facets[f];
    if (!range) continue;
    params.set(`${f}.on`, "on");
    params.set(`${f}.min`, String(range.min));
    params.set(`${f}.max`, String(range.max));
  }
  return params;
}

export function ImpactPreview({
  targets,
  companyId,
  companies,
}: {
  /** The ranges as the form would save them now. */
  targets: BenchmarkTargets;
  /** The company the benchmark applies to; null for every company (then the editor picks one to preview on). */
  companyId: number | null;
  companies: { id: number; name: string }[];
}) {
  const fetcher = useFetcher<ImpactPreviewAnswer>();
  const [picked, setPicked] = useState<string | null>(null);
  const [asked, setAsked] = useState<string | null>(null);
  const previewCompany = companyId ?? (picked ? Number(picked) : null);
  const params = targetParams(targets);
  if (previewCompany) params.set("preview_company_id", String(previewCompany));
  const query = params.toString();
  const loading = fetcher.state === "loading";
  const answer = asked !== null ? fetcher.data : undefined;

  return (
    <Fieldset legend="Fairness impact" data-testid="impact-preview-section">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Before you save, see how these ranges would treat the company&apos;s candidates of the last 12 months: the
          share passing in each self-identified group and each group&apos;s impact ratio against the highest. The
          answers to the voluntary questions are never used to score anyone; they only serve this check.
        </Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          {companyId === null ? (
            <Select
              label="Preview on the candidates of"
              placeholder="Choose a company"
              data={companies.map((c) => ({ value: String(c.id), label: c.name }))}
              value={picked}
              onChange={setPicked}
              searchable
              style={{ flex: "1 1 220px" }}
            />
          ) : null}
          <Button
            type="button"
            variant="light"
            loading={loading}
            disabled={!previewCompany}
            onClick={() => {
              setAsked(query);
              fetcher.load(`/role-benchmarks/impact?${query}`);
            }}
          >
            {answer ? "Update preview" : "Preview fairness impact"}
          </Button>
        </Group>
        <div aria-live="polite" aria-busy={loading} data-testid="impact-preview">
          {loading ? (
            <Text size="sm" c="dimmed" role="status">
              Scoring the company&apos;s candidates against these ranges…
            </Text>
          ) : null}
          {answer?.error ? (
            <Alert color="red" variant="light" role="alert" data-testid="impact-preview-error">
              {answer.error}
            </Alert>
          ) : null}
          {answer?.impact ? (
            <Stack gap="xs" style={{ opacity: loading ? 0.6 : 1 }}>
              {asked !== query ? (
                <Alert color="yellow" variant="light" data-testid="impact-preview-stale">
                  The ranges or the company changed since this preview. Select Update preview to see their figures.
                </Alert>
              ) : null}
              <ImpactFigures impact={answer.impact} testId="impact-preview-figures" />
            </Stack>
          ) : null}
        </div>
      </Stack>
    </Fieldset>
  );
}
