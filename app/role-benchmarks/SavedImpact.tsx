// The saved benchmark's fairness figures on its page: the same figures the editor's preview showed for these ranges
// (one function on the server), on the benchmark's company's candidates, or on a chosen company's for a benchmark
// for every company (a GET form, so it works without JavaScript).
import { Button, Group, Select, Stack, Text, Title } from "@mantine/core";
import { Form } from "@remix-run/react";
import type { ImpactFiguresJson } from "./impact";
import { ImpactFigures } from "./ImpactFigures";

export function SavedImpact({
  benchmarkId,
  impact,
  waiting,
  forEveryCompany,
  companies,
}: {
  benchmarkId: number;
  impact: ImpactFiguresJson | null;
  /** The fit scores are being re-computed: the figures come once they are done. */
  waiting: boolean;
  forEveryCompany: boolean;
  companies: { id: number; name: string }[];
}) {
  return (
    <Stack gap="sm" data-testid="saved-impact">
      <Title order={2} size="h4">
        Fairness impact of the saved ranges
      </Title>
      {forEveryCompany ? (
        <Form method="get">
          <input type="hidden" name="id" value={benchmarkId} />
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              label="On the candidates of"
              name="impact_company"
              placeholder="Choose a company"
              data={companies.map((c) => ({ value: String(c.id), label: c.name }))}
              defaultValue={impact ? String(impact.company.id) : null}
              searchable
              style={{ flex: "1 1 220px" }}
            />
            <Button type="submit" variant="default">
              Show
            </Button>
          </Group>
        </Form>
      ) : null}
      {waiting ? (
        <Text size="sm" c="dimmed" role="status">
          The figures appear here once the fit scores are up to date.
        </Text>
      ) : impact ? (
        <ImpactFigures impact={impact} testId="saved-impact-figures" />
      ) : forEveryCompany ? (
        <Text size="sm" c="dimmed">
          This benchmark applies to every company: choose one to see its candidates&apos; figures.
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          The figures could not be computed. Reload the page to try again.
        </Text>
      )}
    </Stack>
  );
}
