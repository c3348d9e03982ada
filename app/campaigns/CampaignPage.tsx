// One campaign (/hiring-campaigns/{id}): its public page's link (copyable) and QR code, the counts of the steps the
// brand counts, per channel and over time (a chart and the same numbers as tables), the CSV export, editing and
// ending it. In the brand's words (`brand.wording.campaigns`).
import { Anchor, Button, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconEdit, IconPlayerStop } from "@tabler/icons-react";
import type { SerializeFrom } from "@remix-run/node";
import { Link, useFetcher } from "@remix-run/react";
import { useState } from "react";
import brand from "~brand";
import { useActionResult } from "~/ui/action";
import { channelLabel } from "../../api/campaigns/contract";
import type { campaignsAction, loadCampaign } from "./campaigns.server";
import { CampaignCounts } from "./CampaignCounts";
import { CampaignDialog } from "./CampaignForm";
import { CampaignLinkCard } from "./CampaignLinkCard";
import { CampaignQrCard } from "./CampaignQrCard";
import { CampaignStatusBadge, EndCampaignDialog } from "./CampaignsPage";

export type CampaignData = SerializeFrom<typeof loadCampaign>;

const words = brand.wording.campaigns;

export function CampaignPage({ campaign, stats, link, qrSvg, options }: CampaignData) {
  const end = useFetcher<typeof campaignsAction>({ key: "campaign-end" });
  useActionResult(end.data);
  const [ending, setEnding] = useState(false);
  const [editing, setEditing] = useState(false);

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
        <CampaignLinkCard campaign={campaign} link={link} />
        <CampaignQrCard campaign={campaign} qrSvg={qrSvg} />
      </SimpleGrid>

      <CampaignCounts campaign={campaign} stats={stats} />

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
