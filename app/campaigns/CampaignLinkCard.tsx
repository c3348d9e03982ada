import { Anchor, Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import brand from "~brand";
import type { CampaignData } from "./CampaignPage";

const words = brand.wording.campaigns;

/** The campaign's public page: whether it is open, its link to copy, and a link to open it. */
export function CampaignLinkCard({ campaign, link }: Pick<CampaignData, "campaign" | "link">) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {words.linkTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {campaign.open
            ? "Share it: the page is public and phone-first."
            : "The page is closed: visitors see that it is not open. Set the campaign live to take visitors."}
        </Text>
        {campaign.job ? (
          <Text size="sm" c="dimmed">
            While {campaign.job.title} takes applications, the page offers two ways in: applying for the job (its
            application form), or the assessment alone for the role of {campaign.role_name}. Either counts as a
            registration.
          </Text>
        ) : null}
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            label={words.linkLabel}
            value={link}
            readOnly
            style={{ flex: 1 }}
            onFocus={(e) => e.currentTarget.select()}
          />
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                onClick={copy}
                leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              >
                {copied ? "Copied" : "Copy link"}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Anchor href={link} target="_blank" rel="noopener" size="sm">
          Open the page
        </Anchor>
      </Stack>
    </Paper>
  );
}
