import { Card, Stack, Text, Title } from "@mantine/core";
import brand from "~brand";
import { AssessmentLinkField } from "~/ui/AssessmentLinkField";

/** The list before anyone has taken the assessment: what to do, and the company's link to share. */
export function EmptyState({ assessmentLink }: { assessmentLink: string | null }) {
  const people = brand.wording.candidates.toLowerCase();
  return (
    <Card withBorder padding="xl" radius="md" data-testid="empty-state">
      <Stack gap="sm" align="flex-start" maw={560}>
        <Title order={2} size="h3">
          No {people} yet
        </Title>
        <Text c="dimmed">
          Share your assessment link: everyone who takes the {brand.wording.assessment} appears here with their profile
          as soon as they finish.
        </Text>
        {assessmentLink ? <AssessmentLinkField link={assessmentLink} /> : null}
      </Stack>
    </Card>
  );
}
