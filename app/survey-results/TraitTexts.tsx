import { Badge, Group, Stack, Text, Title } from "@mantine/core";
import type { DomainReport, ScaleReport } from "~domain/assessment/report-texts";
import type { AssessmentScores } from "~domain/assessment/scoring";
import type { FacetCode } from "~domain/assessment/traits";
import { ScoreBandBadge } from "~/ui/ScoreBandBadge";

const LEVEL_LABELS = { low: "Low", neutral: "Average", high: "High" } as const;

/** What to ask about a scale, set apart so a recruiter scanning the page finds the interview prompts. */
function Ask({ scale, size }: { scale: ScaleReport; size: "sm" | "xs" }) {
  return (
    <Text size={size} mt={2}>
      <Text span fw={600} inherit>
        In the interview:{" "}
      </Text>
      {scale.ask}
    </Text>
  );
}

/** The report texts for a recruiter: per domain and facet what the person's level means at work and what to ask. */
export function TraitTexts({ texts, scores }: { texts: DomainReport[]; scores: AssessmentScores }) {
  return (
    <Stack gap="xl">
      {texts.map((domain) => (
        <section
          key={domain.code}
          aria-labelledby={`text-${domain.code}`}
          data-testid="trait-text"
          data-level={domain.level}
        >
          <Group gap="sm" align="center" mb={4}>
            <Title order={3} size="h4" id={`text-${domain.code}`}>
              {domain.title}
            </Title>
            <ScoreBandBadge value={scores.domains[domain.code].percentile} showBand />
            <Badge variant="light" color="gray">
              {LEVEL_LABELS[domain.level]}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" mb="xs">
            {domain.measures}
          </Text>
          <Text size="sm">{domain.atWork}</Text>
          <Ask scale={domain} size="sm" />
          <Stack gap={8} mt="sm" pl="md" style={{ borderLeft: "3px solid var(--mantine-color-gray-3)" }}>
            {domain.facets.map((facet) => (
              <div key={facet.code} data-testid="facet-text" data-level={facet.level}>
                <Group gap={6}>
                  <Text size="sm" fw={600}>
                    {facet.title}
                  </Text>
                  <ScoreBandBadge value={scores.facets[facet.code as FacetCode].percentile} size="xs" />
                  <Text size="xs" c="dimmed">
                    {LEVEL_LABELS[facet.level]}
                  </Text>
                </Group>
                <Text size="xs">{facet.atWork}</Text>
                <Ask scale={facet} size="xs" />
              </div>
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
