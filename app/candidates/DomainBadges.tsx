import { Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import { DOMAIN_NAMES, DOMAINS, type DomainCode } from "~domain/assessment/traits";
import { ScoreBandBadge } from "~/ui/ScoreBandBadge";
import type { SurveyResultJson } from "./model";

/** The five domain percentiles of a result as band badges, each under its domain's letter; "Not finished" before. */
export function DomainBadges({ domains }: { domains: SurveyResultJson["domains"] }) {
  if (!domains) {
    return (
      <Text size="sm" c="dimmed">
        Not finished
      </Text>
    );
  }
  return (
    <Group gap={4} wrap="nowrap" data-testid="domain-badges">
      {DOMAINS.map((d: DomainCode) => (
        <Stack key={d} gap={0} align="center">
          <Text size="xs" c="dimmed" aria-hidden lh={1.4}>
            {d}
          </Text>
          <VisuallyHidden>{DOMAIN_NAMES[d]}</VisuallyHidden>
          <ScoreBandBadge value={domains[d].percentile} size="sm" miw={34} px={4} />
        </Stack>
      ))}
    </Group>
  );
}
