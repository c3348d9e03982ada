// Campaigns (/hiring-campaigns): search and filters (company, status, channel), the campaigns with the counts of the
// steps this brand counts, creating one (a dialog), editing and ending one (confirmed). In the brand's words
// (`brand.wording.campaigns`): the coaching brand's campaigns invite employees and count no hires.
import "@mantine/core/styles/Chip.layer.css";
import { Anchor, Badge, Button, Chip, Group, Menu, Select, Stack, Text, VisuallyHidden } from "@mantine/core";
import { IconEdit, IconEye, IconPlayerStop, IconPlus } from "@tabler/icons-react";
import type { SerializeFrom } from "@remix-run/node";
import { Link, useFetcher } from "@remix-run/react";
import { useState } from "react";
import brand from "~brand";
import { useActionResult } from "~/ui/action";
import {
  CompanyFilter,
  ConfirmDialog,
  ListPageHeader,
  ListTable,
  ListToolbar,
  RowActions,
  useListSort,
  useListUrl,
} from "~/ui/list";
import {
  BRAND_CHANNELS,
  BRAND_STEPS,
  channelLabel,
  stepLabel,
  CAMPAIGN_STATUSES,
  STATUS_LABELS,
  type CampaignJson,
  type CampaignStatus,
  type StepCounts,
} from "../../api/campaigns/contract";
import { CampaignDialog } from "./CampaignForm";
import type { campaignsAction, loadCampaigns } from "./campaigns.server";

export type CampaignsData = SerializeFrom<typeof loadCampaigns>;

const STATUS_COLORS: Record<CampaignStatus, string> = { draft: "gray", live: "green", paused: "yellow", ended: "dark" };

export function CampaignStatusBadge({ campaign }: { campaign: Pick<CampaignJson, "status" | "open"> }) {
  return (
    <Badge
      color={STATUS_COLORS[campaign.status]}
      variant={campaign.open ? "filled" : "light"}
      // Never cut to "Li…" in a narrow column: the badge keeps its word's width.
      miw="max-content"
      styles={{ label: { overflow: "visible" } }}
    >
      {STATUS_LABELS[campaign.status]}
      {campaign.status === "live" && !campaign.open ? " · outside its dates" : ""}
    </Badge>
  );
}

const words = brand.wording.campaigns;

/** The counts in words, for a phone's line and for assistive technology ("Opened: 3, Started: 2, Completed: 1"). */
export const countsInWords = (counts: StepCounts, separator = ", ") =>
  BRAND_STEPS.map((s) => `${stepLabel(s)}: ${counts[s] ?? 0}`).join(separator);

const dates = (c: Pick<CampaignJson, "starts_on" | "ends_on">) =>
  c.starts_on || c.ends_on ? `${c.starts_on ?? "…"} – ${c.ends_on ?? "…"}` : "No dates";

export function CampaignsPage({ campaigns, total, query, options }: CampaignsData) {
  const sort = useListSort(query, { defaults: { sort_by: "created_at", order_by: "desc" }, first: { name: "asc" } });
  const { set } = useListUrl();
  const end = useFetcher<typeof campaignsAction>({ key: "campaign-end" });
  useActionResult(end.data);
  const [ending, setEnding] = useState<(typeof campaigns)[number] | null>(null);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<(typeof campaigns)[number] | null>(null);
  const filtered = Boolean(query.search || query.company_id || query.status?.length || query.channel?.length);

  return (
    <Stack gap="md">
      <ListPageHeader
        title={words.title}
        description={words.description}
        action={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            New campaign
          </Button>
        }
      />
      <ListToolbar
        label="Search campaigns"
        search={query.search ?? ""}
        placeholder={words.searchPlaceholder}
        searchProps={{ style: { flex: "2 1 220px" } }}
        exclude={["company_id", "channel"]}
        filters={
          <>
            <CompanyFilter
              companies={options}
              value={query.company_id}
              onChange={(v) => set({ company_id: v ? Number(v) : undefined })}
            />
            <Select
              label="Channel"
              name="channel"
              placeholder="All channels"
              data={BRAND_CHANNELS.map((c) => ({ value: c, label: channelLabel(c) }))}
              value={query.channel?.[0] ?? null}
              onChange={(v) => set({ channel: v ? [v] : undefined })}
              clearable
              style={{ flex: "1 1 160px" }}
            />
          </>
        }
      >
        <Chip.Group
          multiple
          value={query.status ?? []}
          onChange={(v) => set({ status: CAMPAIGN_STATUSES.filter((s) => v.includes(s)) })}
        >
          <Group gap={6} mt="sm" role="group" aria-label="Statuses">
            {CAMPAIGN_STATUSES.map((s) => (
              <Chip key={s} value={s} size="sm">
                {STATUS_LABELS[s]}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </ListToolbar>
      <ListTable<(typeof campaigns)[number]>
        aria-label={words.title}
        minHeight={180}
        records={campaigns}
        idAccessor="id"
        emptyText={filtered ? "No campaign matches these filters" : "No campaigns yet: create the first one"}
        pager={{ total, page: query.page, limit: query.limit }}
        sort={sort}
        columns={[
          {
            accessor: "name",
            title: "Campaign",
            sortable: true,
            render: (c) => (
              <div>
                <Anchor component={Link} to={`/hiring-campaigns/${c.id}`} fw={500} size="sm">
                  {c.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {c.company.name} · {c.job?.title ?? c.role_name ?? ""}
                </Text>
                {/* On a phone the funnel column is left out: its numbers, in words, under the name. */}
                <Text size="xs" c="dimmed" hiddenFrom="xs" data-testid="campaign-counts-phone">
                  {countsInWords(c.counts, " · ")}
                </Text>
              </div>
            ),
          },
          {
            accessor: "status",
            title: "Status",
            render: (c) => <CampaignStatusBadge campaign={c} />,
            // The badge's word must never be cut ("Li…"): the column keeps its width on a phone.
            noWrap: true,
          },
          {
            accessor: "channel",
            title: "Channel",
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.sm})`,
            render: (c) => <Text size="sm">{channelLabel(c.channel)}</Text>,
          },
          {
            accessor: "starts_on",
            title: "Dates",
            sortable: true,
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.md})`,
            render: (c) => <Text size="sm">{dates(c)}</Text>,
          },
          {
            accessor: "counts",
            title: words.countsTitle,
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.xs})`,
            render: (c) => (
              <Text size="sm" aria-label={countsInWords(c.counts)}>
                {BRAND_STEPS.map((s) => c.counts[s] ?? 0).join(" → ")}
              </Text>
            ),
          },
          {
            accessor: "actions",
            title: <VisuallyHidden>Actions</VisuallyHidden>,
            textAlign: "right",
            render: (c) => (
              <RowActions name={c.name}>
                <Menu.Item
                  component={Link}
                  to={`/hiring-campaigns/${c.id}`}
                  leftSection={<IconEye size={16} aria-hidden />}
                >
                  View campaign
                </Menu.Item>
                <Menu.Item leftSection={<IconEdit size={16} aria-hidden />} onClick={() => setEditing(c)}>
                  Edit
                </Menu.Item>
                <Menu.Item
                  color="red"
                  disabled={c.status === "ended"}
                  leftSection={<IconPlayerStop size={16} aria-hidden />}
                  onClick={() => setEnding(c)}
                >
                  End campaign
                </Menu.Item>
              </RowActions>
            ),
          },
        ]}
      />
      <Text size="xs" c="dimmed">
        {words.legend}
      </Text>
      <EndCampaignDialog
        campaign={ending}
        onClose={() => setEnding(null)}
        onConfirm={(c) => end.submit({ intent: "end", id: String(c.id), name: c.name }, { method: "post" })}
      />
      <CampaignDialog opened={creating} onClose={() => setCreating(false)} companies={options} />
      {editing ? (
        <CampaignDialog opened onClose={() => setEditing(null)} companies={options} campaign={editing} />
      ) : null}
    </Stack>
  );
}

export function EndCampaignDialog<C extends Pick<CampaignJson, "name">>({
  campaign,
  onClose,
  onConfirm,
}: {
  campaign: C | null;
  onClose: () => void;
  onConfirm: (campaign: C) => void;
}) {
  return (
    <ConfirmDialog
      subject={campaign}
      title="End this campaign?"
      confirmLabel="End campaign"
      onClose={onClose}
      onConfirm={onConfirm}
    >
      {(c) => (
        <>
          The public page of <strong>{c.name}</strong> will close: visitors see that it has ended. Its counts stay, and{" "}
          {words.endNote}
        </>
      )}
    </ConfirmDialog>
  );
}
