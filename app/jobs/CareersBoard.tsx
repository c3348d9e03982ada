// The public job board (/careers), phone first: a search, the company picker, the jobs and the pages.
import { Anchor, Button, Group, NativeSelect, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import type { SerializeFrom } from "@remix-run/node";
import { Form, Link } from "@remix-run/react";
import { useT } from "~/i18n/useT";
import type { loadCareers } from "./careers.server";
import { CareersCard, CareersFrame } from "./CareersFrame";
import { JobBadges } from "./JobBadges";
import { careersPayText } from "./careers-text";

/** The loader's answer (app/jobs/careers.server.ts). */
export type CareersData = SerializeFrom<typeof loadCareers>;

export function CareersBoard({ jobs, pages, search, page, companyId, companies }: CareersData) {
  const t = useT();
  const company = companies.find((c) => c.id === companyId);
  const pageUrl = (p: number) =>
    `/careers?${new URLSearchParams({ ...(search && { search }), ...(company && { company_id: String(company.id) }), page: String(p) })}`;
  return (
    <CareersFrame>
      <Stack gap={4} px="xs">
        <Title order={1} size="h2">
          {t("careers.board.title")}
        </Title>
        <Text c="dimmed">{t("careers.board.intro")}</Text>
      </Stack>
      <Form method="get" role="search" aria-label={t("careers.board.searchForm")}>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            name="search"
            type="search"
            label={t("careers.board.search")}
            placeholder={t("careers.board.searchPlaceholder")}
            defaultValue={search}
            leftSection={<IconSearch size={16} aria-hidden />}
            style={{ flex: 1 }}
          />
          <Button type="submit" variant="default">
            {t("careers.board.search")}
          </Button>
        </Group>
        {companies.length > 1 ? (
          // A native select: the phone's own picker, and it works before hydration (the Search button submits it).
          <NativeSelect
            name="company_id"
            label={t("careers.board.company")}
            mt="xs"
            data={[
              { value: "", label: t("careers.board.allCompanies") },
              ...companies.map((c) => ({
                value: String(c.id),
                label: t("careers.board.companyOption", { company: c.name, count: t.number(c.open_jobs) }),
              })),
            ]}
            defaultValue={company ? String(company.id) : ""}
          />
        ) : null}
      </Form>
      {jobs.length === 0 ? (
        <CareersCard>
          <Text>
            {search
              ? company
                ? t("careers.board.noMatchAt", { search, company: company.name })
                : t("careers.board.noMatch", { search })
              : company
                ? t("careers.board.companyEmpty", { company: company.name })
                : t("careers.board.empty")}
          </Text>
        </CareersCard>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          style={{ listStyle: "none", padding: 0, margin: 0 }}
          aria-label={t("careers.board.jobs")}
        >
          {jobs.map((job) => {
            const pay = careersPayText(t, job);
            return (
              <li key={job.uuid}>
                <CareersCard>
                  <Stack gap={6}>
                    <Anchor component={Link} to={`/careers/${job.uuid}`} fw={700} fz="lg">
                      {job.title}
                    </Anchor>
                    <Text size="sm">{job.company.name}</Text>
                    <JobBadges job={job} />
                    {pay ? (
                      <Text size="sm" c="dimmed">
                        {pay}
                      </Text>
                    ) : null}
                  </Stack>
                </CareersCard>
              </li>
            );
          })}
        </Stack>
      )}
      {pages > 1 ? (
        <Group justify="space-between" px="xs">
          {page > 1 ? (
            <Anchor component={Link} to={pageUrl(page - 1)}>
              {t("careers.board.newer")}
            </Anchor>
          ) : (
            <span />
          )}
          <Text size="sm" c="dimmed">
            {t("careers.board.pageOf", { page: t.number(page), pages: t.number(pages) })}
          </Text>
          {page < pages ? (
            <Anchor component={Link} to={pageUrl(page + 1)}>
              {t("careers.board.older")}
            </Anchor>
          ) : (
            <span />
          )}
        </Group>
      ) : null}
    </CareersFrame>
  );
}
