import { Anchor, Badge, Button, Group, NativeSelect, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconMapPin, IconSearch } from "@tabler/icons-react";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { apiClient } from "~/api/client.server";
// The URL-state half of the list kit only: the public pages do not load its tables.
import { apiQuery, listQuery } from "~/ui/list/url-state";
import { requireJobsArea } from "~/jobs/access.server";
import { CareersCard, CareersFrame } from "~/jobs/CareersFrame";
import { EMPLOYMENT_TYPE_LABELS, payText, WORKPLACE_LABELS } from "~/jobs/model";
import { jobBoardContract } from "../../api/job-board/contract";

const PAGE_SIZE = 20;
/** The board's URL: a search, a company and a page (its page size is the board's own). */
const boardQuery = jobBoardContract.list.query.omit({ limit: true });

/** The public job board (GET /jobs/public): every published job, newest first, searchable. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireJobsArea(context);
  const query = listQuery(request, boardQuery);
  const api = apiClient(context, null);
  const [body, companies] = await Promise.all([
    api.call(jobBoardContract.list, {
      query: apiQuery(jobBoardContract.list.query, { ...query, limit: PAGE_SIZE }),
    }),
    api.call(jobBoardContract.companies, { query: {} }),
  ]);
  const { search = "", page, company_id: companyId = null } = query;
  return { jobs: body.data, total: body.meta.total, search, page, companyId, companies: companies.data };
}

export default function CareersBoard() {
  const { jobs, total, search, page, companyId, companies } = useLoaderData<typeof loader>();
  const company = companies.find((c) => c.id === companyId);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
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
                  <Group gap={6}>
                    {job.location ? (
                      <Badge variant="light" color="gray" leftSection={<IconMapPin size={12} aria-hidden />}>
                        {job.location}
                      </Badge>
                    ) : null}
                    <Badge variant="light">{EMPLOYMENT_TYPE_LABELS[job.employment_type]}</Badge>
                    <Badge variant="light" color="gray">
                      {WORKPLACE_LABELS[job.workplace]}
                    </Badge>
                  </Group>
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

export const meta: MetaFunction = () => [{ title: `Jobs | ${brand.name}` }];
