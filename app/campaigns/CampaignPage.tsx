import "@mantine/core/styles/Table.layer.css";
// One campaign (/hiring-campaigns/{id}): its public page's link (copyable) and QR code, the counts of the steps the
// brand counts, per channel and over time (a chart and the same numbers as tables), the CSV export, editing and
// ending it. In the brand's words (`brand.wording.campaigns`).
import "@mantine/core/styles/ColorSwatch.layer.css";
import "@mantine/charts/styles.css";
import { LineChart } from "@mantine/charts";
import { everyDay } from "./chart";
import {
  Anchor,
  Box,
  Button,
  Collapse,
  CopyButton,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconCheck, IconCopy, IconDownload, IconEdit, IconPlayerStop } from "@tabler/icons-react";
import type { SerializeFrom } from "@remix-run/node";
import { Link, useFetcher } from "@remix-run/react";
import { useState } from "react";
import brand from "~brand";
import { useActionResult } from "~/ui/action";
import { BRAND_STEPS, channelLabel, stepLabel, type FunnelStep, type StepCounts } from "../../api/campaigns/contract";
import type { campaignsAction, loadCampaign } from "./campaigns.server";
import { CampaignDialog } from "./CampaignForm";
import { CampaignStatusBadge, EndCampaignDialog } from "./CampaignsPage";

export type CampaignData = SerializeFrom<typeof loadCampaign>;

const percent = (rate: number | null) => (rate === null ? "–" : `${Math.round(rate * 1000) / 10}%`);
const words = brand.wording.campaigns;
const SERIES_COLORS: Record<FunnelStep, string> = {
  visits: "blue.6",
  registrations: "teal.6",
  completions: "violet.6",
  hires: "orange.6",
};

function CountsTable({
  rows,
  first,
  caption,
}: {
  rows: (StepCounts & { key: string; label: string })[];
  first: string;
  caption: string;
}) {
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped withTableBorder>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{first}</Table.Th>
            {BRAND_STEPS.map((s) => (
              <Table.Th key={s} scope="col" ta="right">
                {stepLabel(s)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={400}>
                {row.label}
              </Table.Th>
              {BRAND_STEPS.map((s) => (
                <Table.Td key={s} ta="right">
                  {row[s] ?? 0}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function CampaignPage({ campaign, stats, link, qrSvg, options }: CampaignData) {
  const end = useFetcher<typeof campaignsAction>({ key: "campaign-end" });
  useActionResult(end.data);
  const [ending, setEnding] = useState(false);
  const [editing, setEditing] = useState(false);
  const [showDays, setShowDays] = useState(false);
  const empty = stats.steps.every((s) => s.count === 0);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Anchor component={Link} to="/hiring-campaigns" size="sm">
            ← {words.title}
          </Anchor>
          <Title order={1} size="h2">
            {campaign.name}
          </Title>
          <Group gap="xs" mt={4}>
            <CampaignStatusBadge campaign={campaign} />
            <Text size="sm" c="dimmed">
              {campaign.company.name} · {campaign.job?.title ?? campaign.role_name} · {channelLabel(campaign.channel)}
              {campaign.starts_on || campaign.ends_on
                ? ` · ${campaign.starts_on ?? "…"} – ${campaign.ends_on ?? "…"}`
                : ""}
            </Text>
          </Group>
        </div>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconEdit size={16} aria-hidden />} onClick={() => setEditing(true)}>
            Edit
          </Button>
          <Button
            variant="default"
            color="red"
            disabled={campaign.status === "ended"}
            leftSection={<IconPlayerStop size={16} aria-hidden />}
            onClick={() => setEnding(true)}
          >
            End campaign
          </Button>
        </Group>
      </Group>

      <SimpleGrid cols={{ base: 1, md: 2 }}>
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
        <Paper withBorder p="md" radius="md">
          <Group align="flex-start" wrap="nowrap">
            <Box
              w={132}
              h={132}
              role="img"
              aria-label={`QR code of the ${words.linkTitle.toLowerCase()}`}
              data-testid="campaign-qr"
              // An SVG the server drew from our own funnel URL with the qrcode package: no user markup inside.
              dangerouslySetInnerHTML={{ __html: qrSvg }}
            />
            <Stack gap={4}>
              <Title order={2} size="h4">
                QR code
              </Title>
              <Text size="sm" c="dimmed">
                For posters and print: scans count as the QR code channel.
              </Text>
              <Anchor
                href={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`}
                download={`campaign-${campaign.id}-qr.svg`}
                size="sm"
              >
                Download SVG
              </Anchor>
            </Stack>
          </Group>
        </Paper>
      </SimpleGrid>

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
            <Box>
              <Title order={3} size="h5" mb="xs">
                Over time
              </Title>
              <LineChart
                h={240}
                data={everyDay(
                  stats.days,
                  Object.fromEntries(BRAND_STEPS.map((s) => [s, 0])) as Omit<(typeof stats.days)[number], "date">,
                )}
                dataKey="date"
                series={BRAND_STEPS.map((s) => ({ name: s, label: stepLabel(s), color: SERIES_COLORS[s] }))}
                withLegend
                legendProps={{ verticalAlign: "bottom" }}
                curveType="linear"
                xAxisLabel="Day (UTC)"
                yAxisLabel="Count that day"
                tooltipAnimationDuration={0}
                lineChartProps={{ accessibilityLayer: false }}
                aria-hidden
              />
            </Box>
            <CountsTable
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
              <CountsTable
                caption="Per day (UTC)"
                first="Day"
                rows={stats.days.map((d) => ({ ...d, key: d.date, label: d.date }))}
              />
            </Collapse>
          </>
        )}
      </Stack>

      <EndCampaignDialog
        campaign={ending ? campaign : null}
        onClose={() => setEnding(false)}
        onConfirm={(c) => end.submit({ intent: "end", id: String(campaign.id), name: c.name }, { method: "post" })}
      />
      {editing ? (
        <CampaignDialog opened onClose={() => setEditing(false)} companies={options} campaign={campaign} />
      ) : null}
    </Stack>
  );
}
