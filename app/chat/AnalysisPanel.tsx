// The candidate's hiring summary and interview questions on the report page, with Generate / Regenerate. It says
// who wrote it next to it (the AI notice, AiNotice.tsx, or the label of a text written without AI) and what it was
// written from (the report, the fit, the resume, the written answers).
import { formatDate } from "../../domain/format";
import { Alert, Badge, Button, Group, List, Stack, Text, Title } from "@mantine/core";
import { IconSparkles } from "@tabler/icons-react";
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { listOfNames, possessive } from "~domain/text";
import { useActionResult } from "~/ui/action";
import { ConfirmDialog } from "~/ui/list";
import { AiNotice } from "./AiNotice";
import type { AiActionResult, CandidateAnalysisJson, PageBenchmark } from "./model";

const KIND_LABEL = { probe: "Probes a gap", confirm: "Confirms a strength" } as const;

export function AnalysisPanel({
  surveyResultId,
  firstName,
  analysis,
  submitted,
  benchmark,
}: {
  surveyResultId: number;
  firstName: string;
  analysis: CandidateAnalysisJson | null;
  /** Whether the assessment is submitted (the analysis needs its scores). */
  submitted: boolean;
  /** The benchmark the report page uses (ADR 056): a summary generated here is measured against it. */
  benchmark: PageBenchmark | null;
}) {
  const generate = useFetcher<AiActionResult>({ key: `analysis-${surveyResultId}` });
  const [confirming, setConfirming] = useState<true | null>(null);
  // A failure (e.g. the AI service did not answer) is its toast; the stored analysis stays as it was.
  useActionResult(generate.data);
  const busy = generate.state !== "idle";
  // A summary measured against another benchmark than the page's would put a second fit on the page: it is flagged
  // and its fit sentence held back until it is regenerated.
  const otherBenchmark = analysis !== null && (analysis.benchmark?.id ?? null) !== (benchmark?.id ?? null);
  const run = () => {
    generate.submit(
      // The page's pick goes along; without one the API applies the same rule as the page (job, else role).
      benchmark?.picked
        ? { intent: "analysis-generate", role_benchmark_id: String(benchmark.id) }
        : { intent: "analysis-generate" },
      { method: "post", action: `/survey-results/${surveyResultId}/ai` },
    );
  };

  if (!submitted) {
    return (
      <Text size="sm" c="dimmed">
        The analysis and interview questions can be generated once {firstName} has submitted the assessment.
      </Text>
    );
  }

  return (
    <Stack gap="sm" aria-busy={busy}>
      {analysis ? (
        <>
          <Group gap="xs">
            {analysis.label ? (
              <Badge variant="light" color="gray" data-testid="analysis-label">
                {analysis.label}
              </Badge>
            ) : null}
            <Text size="xs" c="dimmed">
              {formatDate(analysis.generated_at, { style: "dateTime" })}
            </Text>
          </Group>
          {analysis.source === "ai" ? (
            <AiNotice
              from={
                analysis.sources.length
                  ? listOfNames(analysis.sources)
                  : `${possessive(firstName)} report, the fit to the benchmark and the application answers`
              }
              model={analysis.model}
            />
          ) : analysis.sources.length ? (
            <Text size="xs" c="dimmed" data-testid="analysis-sources">
              Put together by fixed rules from {listOfNames(analysis.sources)}.
            </Text>
          ) : null}
          {otherBenchmark ? (
            <Alert color="yellow" variant="light" data-testid="analysis-other-benchmark">
              {analysis.benchmark
                ? `Written against ${analysis.benchmark.name}, not ${benchmark ? benchmark.name : "a benchmark"} as the rest of this page.`
                : `Written without the benchmark this page uses (${benchmark!.name}).`}{" "}
              Regenerate to measure against {benchmark ? benchmark.name : "no benchmark"}.
            </Alert>
          ) : null}
          <Text size="sm" data-testid="analysis-overview">
            {analysis.analysis.overview}
          </Text>
          <Section title="Strengths" items={analysis.analysis.strengths} empty="None measured against a benchmark." />
          <Section title="Risks" items={analysis.analysis.risks} empty="None measured against a benchmark." />
          {otherBenchmark ? null : (
            <div>
              <Title order={3} size="h5">
                Fit to the benchmark
              </Title>
              <Text size="sm">{analysis.analysis.benchmark_fit}</Text>
            </div>
          )}
          {analysis.analysis.background.length ? (
            <Section
              title="From the resume and written answers"
              items={analysis.analysis.background}
              empty=""
              testId="analysis-background"
            />
          ) : null}
          <Section
            title="What to explore in the interview"
            items={analysis.analysis.explore}
            empty="Nothing in particular."
          />
          <div>
            <Title order={3} size="h5">
              Interview questions
            </Title>
            {analysis.questions.length ? (
              <List type="ordered" size="sm" spacing="xs" data-testid="analysis-questions">
                {analysis.questions.map((q, i) => (
                  <List.Item key={i}>
                    <Text size="sm">{q.question}</Text>
                    <Group gap={6} mt={2} wrap="wrap">
                      <Badge size="xs" variant="outline" color={q.kind === "probe" ? "orange" : "teal"}>
                        {KIND_LABEL[q.kind]}
                      </Badge>
                      <Text size="xs" c="dimmed">
                        {q.purpose}
                      </Text>
                    </Group>
                  </List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm" c="dimmed">
                No questions.
              </Text>
            )}
          </div>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          No analysis yet. Generate a hiring summary of {firstName} (strengths, risks, fit to the role&apos;s benchmark)
          and interview questions that probe the gaps.
        </Text>
      )}
      <Group className="no-print">
        <Button
          size="sm"
          variant={analysis ? "default" : "filled"}
          leftSection={<IconSparkles size={16} aria-hidden />}
          loading={busy}
          onClick={() => (analysis ? setConfirming(true) : run())}
        >
          {analysis ? "Regenerate" : "Generate"}
        </Button>
        {busy ? (
          <Text size="sm" c="dimmed" role="status">
            Writing the analysis…
          </Text>
        ) : null}
      </Group>
      <ConfirmDialog
        subject={confirming}
        title="Regenerate the analysis?"
        confirmLabel="Regenerate"
        color={undefined}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          setConfirming(null);
          run();
        }}
      >
        {() => <>The current summary and interview questions will be replaced by new ones.</>}
      </ConfirmDialog>
    </Stack>
  );
}

function Section({ title, items, empty, testId }: { title: string; items: string[]; empty: string; testId?: string }) {
  return (
    <div data-testid={testId}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {items.length ? (
        <List size="sm" spacing={4}>
          {items.map((item, i) => (
            <List.Item key={i}>{item}</List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
    </div>
  );
}
