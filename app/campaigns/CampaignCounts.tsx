import { Button, Collapse, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import brand from "~brand";
import { BRAND_STEPS, channelLabel, stepLabel } from "../../api/campaigns/contract";
import { CampaignChart } from "./CampaignChart";
import { CampaignCountsTable } from "./CampaignCountsTable";
import type { CampaignData } from "./CampaignPage";

const percent = (rate: number | null) => (rate === null ? "–" : `${Math.round(rate * 1000) / 10}%`);
const words = brand.wording.campaigns;

/** The campaign's counts: each step with its conversion, over time, per channel and per day; the CSV export. */
export function CampaignCounts({ campaign, stats }: Pick<CampaignData, "campaign" | "stats">) {
  const [showDays, setShowDays] = useState(false);
  const empty = stats.steps.every((s) => s.count === 0);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {words.countsTitle}
        </Title>
        <Button
          component="a"
          href={`/hiring-campaigns/${campaign.id}/export.csv`}
          download
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          Export CSV
        </Button>
      </Group>
      <SimpleGrid
        cols={{ base: BRAND_STEPS.length === 3 ? 3 : 2, sm: BRAND_STEPS.length }}
        data-testid="campaign-steps"
      >
        {stats.steps.map((s) => (
          <Paper key={s.step} withBorder p="sm" radius="md" data-step={s.step}>
            <Text size="xs" c="dimmed" tt="uppercase">
              {stepLabel(s.step)}
            </Text>
            <Text size="xl" fw={700} data-testid={`step-${s.step}`}>
              {s.count}
            </Text>
            <Text size="xs" c="dimmed">
              {s.conversion === null
                ? " "
                : `${percent(s.conversion)} of ${stepLabel(BRAND_STEPS[BRAND_STEPS.indexOf(s.step) - 1]).toLowerCase()}`}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {empty ? (
        <Text c="dimmed" size="sm">
          Nothing counted yet: share the {words.linkTitle.toLowerCase()} and the first visits appear here.
        </Text>
      ) : (
        <>
          <CampaignChart stats={stats} />
          <CampaignCountsTable
            caption="Per channel (the channel the visitor's link carried)"
            first="Channel"
            rows={stats.channels.map((c) => ({ ...c, key: c.channel, label: channelLabel(c.channel) }))}
          />
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => setShowDays((v) => !v)}
            aria-expanded={showDays}
            aria-controls="campaign-days"
            style={{ alignSelf: "flex-start" }}
          >
            {showDays ? "Hide the numbers per day" : `Show the numbers per day (${stats.days.length})`}
          </Button>
          <Collapse in={showDays} id="campaign-days">
            <CampaignCountsTable
              caption="Per day (UTC)"
              first="Day"
              rows={stats.days.map((d) => ({ ...d, key: d.date, label: d.date }))}
            />
          </Collapse>
        </>
      )}
    </Stack>
  );
}
