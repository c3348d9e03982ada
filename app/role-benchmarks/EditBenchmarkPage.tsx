import { Anchor, Card, Stack, Text, Title } from "@mantine/core";
import type { SerializeFrom } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { useActionResult } from "~/ui/action";
import { BenchmarkForm } from "./BenchmarkForm";
import type { editBenchmarkAction, loadEditBenchmark } from "./edit.server";
import { rescoreBusy } from "./model";
import { RescoreProgress, usePollWhile } from "./RescoreProgress";
import { SavedImpact } from "./SavedImpact";

export type EditBenchmarkData = SerializeFrom<typeof loadEditBenchmark>;

export function EditBenchmarkPage({ benchmark, companies, showImpact, impact }: EditBenchmarkData) {
  const form = useActionResult(useActionData<typeof editBenchmarkAction>());
  usePollWhile(rescoreBusy(benchmark));

  return (
    <Stack gap="lg" maw={900}>
      <div>
        <Anchor component={Link} to="/role-benchmarks" size="sm">
          Role Benchmarks
        </Anchor>
        <Title order={1} size="h2">
          Edit {benchmark.name}
        </Title>
        <Text size="sm" c="dimmed">
          Version {benchmark.version} · {benchmark.company?.name ?? "All companies"}
        </Text>
      </div>
      <Card withBorder padding="lg">
        <RescoreProgress benchmark={benchmark} />
      </Card>
      <Card withBorder padding="lg">
        <BenchmarkForm
          key={benchmark.id}
          initial={{
            name: benchmark.name,
            description: benchmark.description ?? "",
            companyId: benchmark.company?.id ?? null,
            targets: benchmark.targets,
            modelSurveyResultId: null,
          }}
          companies={companies}
          errors={form.errors}
          submitLabel="Save changes"
          impactPreview={showImpact}
        />
      </Card>
      {showImpact ? (
        <Card withBorder padding="lg">
          <SavedImpact
            benchmarkId={benchmark.id}
            impact={impact}
            waiting={rescoreBusy(benchmark)}
            forEveryCompany={benchmark.company === null}
            companies={companies}
          />
        </Card>
      ) : null}
    </Stack>
  );
}
