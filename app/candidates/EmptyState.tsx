import { ActionIcon, Card, CopyButton, Group, Stack, Text, TextInput, Title, Tooltip } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import brand from "~brand";

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
        {assessmentLink ? (
          <Group gap="xs" wrap="nowrap" w="100%">
            <TextInput
              value={assessmentLink}
              readOnly
              aria-label="Assessment link"
              style={{ flex: 1 }}
              onFocus={(e) => e.currentTarget.select()}
            />
            <CopyButton value={assessmentLink} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? "Copied" : "Copy link"} withArrow>
                  <ActionIcon
                    variant={copied ? "filled" : "light"}
                    size="lg"
                    onClick={copy}
                    aria-label={copied ? "Assessment link copied" : "Copy assessment link"}
                  >
                    {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
