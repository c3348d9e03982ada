import { Group, Select, Stack, Text, Title } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { requireCompanyAdmin } from "~/companies/access.server";
import { companiesOverviewAction } from "~/companies/actions.server";
import { CompanyDrawer } from "~/companies/CompanyDrawer";
import { CompanyGroups } from "~/companies/CompanyGroups";
import { CreateCompany } from "~/companies/CreateCompany";
import { PAGE_SIZE } from "~/companies/model";
import { loadOverview } from "~/companies/overview.server";
import { ListEmpty, ListPager, ListToolbar, useListLoading, useListSort, useListUrl } from "~/ui/list";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireCompanyAdmin(request, context);
  return loadOverview(api, request);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireCompanyAdmin(request, context);
  return companiesOverviewAction(api, context, request);
}

export default function CompaniesOverview() {
  const { companies, total, franchises, selected, query } = useLoaderData<typeof loader>();
  // The drawer's first tab stays out of the URL.
  const url = useListUrl({ defaults: { tab: "users" } });
  // Counts and dates start with the largest and newest.
  const sort = useListSort(query, {
    defaults: { tab: "users", sort_by: "name", order_by: "asc" },
    first: { people: "desc", users: "desc", last_activity: "desc" },
  });
  const loading = useListLoading();
  const filtered = Boolean(query.search || query.franchise);
  // Opening, switching and closing the drawer keeps the list's page.
  const drawer = (company: number | null, tab: string | null = null) => ({ company, tab, page: query.page });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={1} size="h2">
            Companies
          </Title>
          <Text c="dimmed" size="sm">
            {total} {total === 1 ? "company" : "companies"}
            {filtered ? " match" : ""}, grouped by franchise.
          </Text>
        </div>
        <CreateCompany franchises={franchises} />
      </Group>

      <ListToolbar
        label="Filter companies"
        search={query.search ?? ""}
        placeholder="Company, industry or franchise"
        submitLabel="Apply filters"
        exclude={["franchise"]}
        filters={
          <Select
            label="Franchise"
            name="franchise"
            placeholder="All franchises"
            data={[
              { value: "none", label: "Independent companies" },
              ...franchises.map((f) => ({ value: String(f.id), label: f.name })),
            ]}
            value={query.franchise === undefined ? null : String(query.franchise)}
            onChange={(v) => url.set({ franchise: v })}
            clearable
            style={{ flex: "1 1 200px" }}
          />
        }
      />

      <Stack gap="lg" aria-busy={loading} style={{ opacity: loading ? 0.6 : 1, transition: "opacity 150ms" }}>
        {companies.length === 0 ? (
          <ListEmpty>{filtered ? "No companies match these filters." : "No companies yet."}</ListEmpty>
        ) : (
          <CompanyGroups
            companies={companies}
            selectedId={selected?.company.id ?? null}
            companyHref={(company) => url.href(drawer(company.id))}
            sort={sort}
          />
        )}
      </Stack>

      <ListPager total={total} page={query.page} limit={PAGE_SIZE} />

      {selected ? (
        <CompanyDrawer
          key={selected.company.id}
          selected={selected}
          franchises={franchises}
          tab={query.tab}
          onTabChange={(tab) => url.set(drawer(selected.company.id, tab), { replace: true })}
          onClose={() => url.set(drawer(null))}
        />
      ) : null}
    </Stack>
  );
}

export const meta: MetaFunction = () => [{ title: `Companies | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
