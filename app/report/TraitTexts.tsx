import { Badge, Group, Stack, Text, Title } from "@mantine/core";
import type { AssessmentScores } from "~domain/assessment/scoring";
import type { FacetCode } from "~domain/assessment/traits";
import { ScoreBandBadge } from "~/ui/ScoreBandBadge";
import type { DomainReport } from "~domain/assessment/texts";

const LEVEL_LABELS = { low: "Low", neutral: "Average", high: "High" } as const;

/** The report texts: per domain what its level means, then what each of its facets measures. */
export function TraitTexts({ texts, scores }: { texts: DomainReport[]; scores: AssessmentScores }) {
  return (
    <Stack gap="xl">
      {texts.map((domain) => (
        <section key={domain.domain} aria-labelledby={`text-${domain.domain}`} data-testid="trait-text">
          <Group gap="sm" align="center" mb={4}>
            <Title order={3} size="h4" id={`text-${domain.domain}`}>
              {domain.title}
            </Title>
            <ScoreBandBadge value={scores.domains[domain.domain].percentile} showBand />
            <Badge variant="light" color="gray">
              {LEVEL_LABELS[domain.level]}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" mb="xs">
            {domain.shortDescription}
          </Text>
          <Stack gap={6}>
            {domain.text.map((p, i) => (
              <Text key={i} size="sm">
                {p}
              </Text>
            ))}
          </Stack>
          <Stack gap={8} mt="sm" pl="md" style={{ borderLeft: "3px solid var(--mantine-color-gray-3)" }}>
            {domain.facets.map((facet) => (
              <div key={facet.code}>
                <Group gap={6}>
                  <Text size="sm" fw={600}>
                    {facet.title}
                  </Text>
                  <ScoreBandBadge value={scores.facets[facet.code as FacetCode].percentile} size="xs" />
                </Group>
                {facet.text.map((p, i) => (
                  <Text key={i} size="xs" c="dimmed">
                    {p}
                  </Text>
                ))}
              </div>
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
