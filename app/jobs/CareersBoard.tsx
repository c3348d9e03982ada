// The public job board (/careers), phone first: a search, the company picker, the jobs and the pages.
import { Anchor, Button, Group, NativeSelect, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import type { SerializeFrom } from "@remix-run/node";
import { Form, Link } from "@remix-run/react";
import type { loadCareers } from "./careers.server";
import { CareersCard, CareersFrame } from "./CareersFrame";
import { JobBadges } from "./JobBadges";
import { payText } from "./model";

/** The loader's answer (app/jobs/careers.server.ts). */
export type CareersData = SerializeFrom<typeof loadCareers>;

export function CareersBoard({ jobs, pages, search, page, companyId, companies }: CareersData) {
  const company = companies.find((c) => c.id === companyId);
  const pageUrl = (p: number) =>
    `/careers?${new URLSearchParams({ ...(search && { search }), ...(company && { company_id: String(company.id) }), page: String(p) })}`;
  return (
    <CareersFrame>
      <Stack gap={4} px="xs">
        <Title order={1} size="h2">
          Open jobs
        </Title>
        <Text c="dimmed">Find a job you like and apply in a few minutes, right from your phone.</Text>
      </Stack>
      <Form method="get" role="search" aria-label="Search jobs">
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            name="search"
            type="search"
            label="Search"
            placeholder="Job title, company or place"
            defaultValue={search}
            leftSection={<IconSearch size={16} aria-hidden />}
            style={{ flex: 1 }}
          />
          <Button type="submit" variant="default">
            Search
          </Button>
        </Group>
        {companies.length > 1 ? (
          // A native select: the phone's own picker, and it works before hydration (the Search button submits it).
          <NativeSelect
            name="company_id"
            label="Company"
            mt="xs"
            data={[
              { value: "", label: "All companies" },
              ...companies.map((c) => ({ value: String(c.id), label: `${c.name} (${c.open_jobs})` })),
            ]}
            defaultValue={company ? String(company.id) : ""}
          />
        ) : null}
      </Form>
      {jobs.length === 0 ? (
        <CareersCard>
          <Text>
            {search
              ? `No open jobs match “${search}”${company ? ` at ${company.name}` : ""}.`
              : company
                ? `${company.name} has no open jobs right now.`
                : "There are no open jobs right now. Please check back soon."}
          </Text>
        </CareersCard>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }} aria-label="Jobs">
          {jobs.map((job) => (
            <li key={job.uuid}>
              <CareersCard>
                <Stack gap={6}>
                  <Anchor component={Link} to={`/careers/${job.uuid}`} fw={700} fz="lg">
                    {job.title}
                  </Anchor>
                  <Text size="sm">{job.company.name}</Text>
                  <JobBadges job={job} />
                  {payText(job) ? (
                    <Text size="sm" c="dimmed">
                      {payText(job)}
                    </Text>
                  ) : null}
                </Stack>
              </CareersCard>
            </li>
          ))}
        </Stack>
      )}
      {pages > 1 ? (
        <Group justify="space-between" px="xs">
          {page > 1 ? (
            <Anchor component={Link} to={pageUrl(page - 1)}>
              Newer jobs
            </Anchor>
          ) : (
            <span />
          )}
          <Text size="sm" c="dimmed">
            Page {page} of {pages}
          </Text>
          {page < pages ? (
            <Anchor component={Link} to={pageUrl(page + 1)}>
              Older jobs
            </Anchor>
          ) : (
            <span />
          )}
        </Group>
      ) : null}
    </CareersFrame>
  );
}
