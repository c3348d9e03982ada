// The create / edit dialog of a campaign: name, company, job (brands with jobs) or role, channel, dates, status, and
// whether the public page goes on into the instant interview (brands with interviews). In the brand's words;
// validated by the API (its messages shown beside the fields).
import { Button, Checkbox, Group, Modal, NativeSelect, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import brand from "~brand";
import { useActionResult } from "~/ui/action";
import {
  BRAND_CHANNELS,
  channelLabel,
  CAMPAIGN_STATUSES,
  STATUS_LABELS,
  type CampaignJson,
  type CampaignOptions,
} from "../../api/campaigns/contract";
import type { campaignsAction } from "./campaigns.server";

export function CampaignDialog({
  opened,
  onClose,
  companies,
  campaign,
}: {
  opened: boolean;
  onClose: () => void;
  companies: CampaignOptions["companies"];
  /** The campaign to edit; absent to create one. */
  campaign?: CampaignJson;
}) {
  const mobile = useMediaQuery("(max-width: 48em)");
  const fetcher = useFetcher<typeof campaignsAction>({
    key: campaign ? `campaign-edit-${campaign.id}` : "campaign-create",
  });
  const form = useActionResult(fetcher.data, { onSuccess: () => onClose() });
  const busy = fetcher.state !== "idle";
  const [companyId, setCompanyId] = useState(
    form.value("company_id") ?? String(campaign?.company.id ?? (companies.length === 1 ? companies[0].id : "")),
  );
  const [jobId, setJobId] = useState(form.value("job_id") ?? (campaign?.job ? String(campaign.job.id) : ""));
  useEffect(() => {
    if (campaign) {
      setCompanyId(String(campaign.company.id));
      setJobId(campaign.job ? String(campaign.job.id) : "");
    }
  }, [campaign]);
  const company = companies.find((c) => String(c.id) === companyId);
  // A job fixes the role (its own role, or its title): the campaign does not ask for another.
  const job = company?.jobs.find((j) => String(j.id) === jobId);
  const title = campaign ? "Edit campaign" : "New campaign";
  const words = brand.wording.campaigns;

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered fullScreen={mobile} size="lg">
      <fetcher.Form method="post" noValidate aria-label={title}>
        <input type="hidden" name="intent" value={campaign ? "update" : "create"} />
        {campaign ? <input type="hidden" name="id" value={campaign.id} /> : null}
        <Stack gap="md">
          <TextInput
            name="name"
            label="Name"
            description={words.nameHint}
            required
            maxLength={120}
            defaultValue={form.value("name") ?? campaign?.name}
            error={form.error("name")}
            data-autofocus
          />
          <NativeSelect
            name="company_id"
            label="Company"
            required
            value={companyId}
            onChange={(e) => setCompanyId(e.currentTarget.value)}
            data={[
              { value: "", label: "Choose a company", disabled: true },
              ...companies.map((c) => ({ value: String(c.id), label: c.name })),
            ]}
            error={form.error("company_id")}
          />
          <SimpleGrid cols={{ base: 1, sm: brand.features.jobs ? 2 : 1 }}>
            {brand.features.jobs ? (
              <NativeSelect
                key={`job-${companyId}`}
                name="job_id"
                label="Job"
                description="Its title and summary head the funnel."
                data={[
                  { value: "", label: "No job" },
                  ...(company?.jobs ?? []).map((j) => ({
                    value: String(j.id),
                    label: j.status === "published" ? j.title : `${j.title} (${j.status})`,
                  })),
                ]}
                value={job ? jobId : ""}
                onChange={(e) => setJobId(e.currentTarget.value)}
                error={form.error("job_id")}
              />
            ) : null}
            {job ? (
              <TextInput
                key={`role-of-job-${job.id}`}
                label={words.roleLabel}
                description="The job's role: everyone who comes through this campaign is assessed for it."
                value={job.role}
                readOnly
                variant="filled"
              />
            ) : (
              <TextInput
                key={`role-${companyId}`}
                name="role_name"
                label={words.roleLabel}
                description={words.roleHint}
                list={company?.role_names.length ? `campaign-roles-${companyId}` : undefined}
                maxLength={200}
                defaultValue={form.value("role_name") ?? (campaign?.job ? "" : (campaign?.role_name ?? ""))}
                error={form.error("role_name")}
              />
            )}
            {!job && company?.role_names.length ? (
              <datalist id={`campaign-roles-${companyId}`}>
                {company.role_names.map((r) => (
                  <option key={r} value={r} />
                ))}
              </datalist>
            ) : null}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              name="channel"
              label="Channel"
              required
              data={BRAND_CHANNELS.map((c) => ({ value: c, label: channelLabel(c) }))}
              defaultValue={form.value("channel") ?? campaign?.channel ?? "link"}
              error={form.error("channel")}
            />
            <NativeSelect
              name="status"
              label="Status"
              description="Only a live campaign's page takes visitors."
              data={CAMPAIGN_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
              defaultValue={form.value("status") ?? campaign?.status ?? "draft"}
              error={form.error("status")}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="date"
              name="starts_on"
              label="Starts on"
              defaultValue={form.value("starts_on") ?? campaign?.starts_on ?? ""}
              error={form.error("starts_on")}
            />
            <TextInput
              type="date"
              name="ends_on"
              label="Ends on"
              defaultValue={form.value("ends_on") ?? campaign?.ends_on ?? ""}
              error={form.error("ends_on")}
            />
          </SimpleGrid>
          {brand.features.interviewQuestions ? (
            <Checkbox
              name="instant_interview"
              label="After the assessment, go on into the instant interview"
              defaultChecked={campaign?.instant_interview ?? false}
              error={form.error("instant_interview")}
            />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {campaign ? "Save" : "Create campaign"}
            </Button>
          </Group>
        </Stack>
      </fetcher.Form>
    </Modal>
  );
}
