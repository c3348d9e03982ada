import {
  Anchor,
  Badge,
  Group,
  Image,
  Pagination,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import brand from "~brand";
import { ApiRequestError, type ApiClient } from "~/api/client.server";
import { CompanyDrawer, COMPANY_TABS, logoUrl, type CompanyTab } from "~/companies/CompanyDrawer";
import { requireCompanyAdmin } from "~/companies/access.server";
import {
  COMPANY_FIELD_LABELS,
  groupByFranchise,
  ITEM_KINDS,
  LOGO_MAX_BYTES,
  type CompanyDetails,
  type CompanyEvent,
  type CompanySummary,
  type Franchise,
  type ItemKind,
  type NamedItem,
  type SelectedCompany,
} from "~/companies/model";
import { failure, success } from "~/user-management/form-result.server";
import type { UserSearchResponse } from "~/user-management/model";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

const PAGE_SIZE = 50;

interface OverviewQuery {
  search: string;
  franchise: string | null;
  page: number;
  company: number | null;
  tab: CompanyTab;
}

function parseQuery(params: URLSearchParams): OverviewQuery {
  const int = (name: string) => {
    const n = Number(params.get(name));
    return Number.isInteger(n) && n > 0 ? n : null;
  };
  const franchise = params.get("franchise");
  const tab = params.get("tab");
  return {
    search: (params.get("search") ?? "").trim().slice(0, 100),
    franchise: franchise === "none" || /^\d+$/.test(franchise ?? "") ? franchise : null,
    page: Math.min(int("page") ?? 1, 10_000),
    company: int("company"),
    tab: COMPANY_TABS.includes(tab as CompanyTab) ? (tab as CompanyTab) : "users",
  };
}

function overviewUrl(query: OverviewQuery, changes: Partial<OverviewQuery> = {}) {
  const q = { ...query, ...changes };
  const params = new URLSearchParams();
  if (q.search) params.set("search", q.search);
  if (q.franchise) params.set("franchise", q.franchise);
  if (q.page !== 1) params.set("page", String(q.page));
  if (q.company) params.set("company", String(q.company));
  if (q.company && q.tab !== "users") params.set("tab", q.tab);
  const s = params.toString();
  return `/companies/overview${s ? `?${s}` : ""}`;
}

async function loadSelected(api: ApiClient, id: number): Promise<SelectedCompany | null> {
  try {
    const item = (kind: ItemKind) =>
      api.get<{ data: NamedItem[] }>(`/companies/${kind}`, { query: { company_id: id } });
    const [company, users, locations, departments, roleNames, events] = await Promise.all([
      api.get<{ data: CompanyDetails }>(`/companies/${id}`),
      api.get<UserSearchResponse>("/users/search", { query: { company_id: id, limit: 100, sort_by: "name" } }),
      item("locations"),
      item("departments"),
      item("role-names"),
      api.get<{ data: CompanyEvent[] }>(`/companies/${id}/events`, { query: { limit: 30 } }),
    ]);
    return {
      company: company.data,
      users: users.data,
      items: { locations: locations.data, departments: departments.data, "role-names": roleNames.data },
      events: events.data,
    };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireCompanyAdmin(request, context);
  const query = parseQuery(new URL(request.url).searchParams);
  const [companies, franchises, selected] = await Promise.all([
    api.get<{ data: CompanySummary[]; meta: { total: number } }>("/companies/search", {
      query: { search: query.search, franchise_id: query.franchise, page: query.page, limit: PAGE_SIZE },
    }),
    api.get<{ data: Franchise[] }>("/companies/franchises"),
    query.company ? loadSelected(api, query.company) : null,
  ]);
  return { companies: companies.data, total: companies.meta.total, franchises: franchises.data, selected, query };
}

const str = (form: FormData, name: string) => String(form.get(name) ?? "");

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireCompanyAdmin(request, context);
  const form = await request.formData();
  const intent = str(form, "intent");
  const companyId = Number(form.get("companyId"));
  const kind = str(form, "kind") as ItemKind;
  const kindInfo = ITEM_KINDS.find((k) => k.kind === kind);
  // Spec §7 company events: what was changed here is recorded for the company (failures never block the change).
  const record = (description: string) =>
    api
      .post("/companies/events/create-bulk", {
        company_events: [{ company_id: companyId, description, timestamp: new Date().toISOString() }],
      })
      .catch((err) => context.services.logger.warn({ err }, "recording a company event failed"));
  try {
    switch (intent) {
      case "update-company": {
        const franchise = str(form, "franchise_id");
        await api.put(`/companies/${companyId}`, {
          name: str(form, "name"),
          industry: str(form, "industry"),
          go_high_level_location_id: str(form, "go_high_level_location_id"),
          ...(form.has("product_type") && { product_type: str(form, "product_type") }),
          franchise_id: franchise ? Number(franchise) : null,
        });
        await record("Company details updated");
        return data(success(intent, "Company details saved"));
      }
      case "upload-logo": {
        const file = form.get("file");
        if (!(file instanceof File) || file.size === 0) {
          return data({
            ...failure(intent, null),
            messages: ["Choose an image first"],
            fieldErrors: { file: "Logo is required" },
          });
        }
        if (file.size > LOGO_MAX_BYTES) {
          return data({
            ...failure(intent, null),
            messages: ["file: must be at most 1 MB"],
            fieldErrors: { file: "Logo must be at most 1 MB" },
          });
        }
        const bytes = Buffer.from(await file.arrayBuffer());
        await api.post(`/companies/${companyId}/logo`, {
          content_type: file.type || undefined,
          data_base64: bytes.toString("base64"),
        });
        await record("Logo uploaded");
        return data(success(intent, "Logo uploaded"));
      }
      case "delete-logo": {
        await api.delete(`/companies/${companyId}/logo`);
        await record("Logo removed");
        return data(success(intent, "Logo removed"));
      }
      case "add-item": {
        if (!kindInfo) break;
        const name = str(form, "name");
        const body = await api.post<{ data: NamedItem }>(`/companies/${kind}`, {
          company_id: companyId,
          name,
          ...(kind === "role-names" && { is_public: form.get("is_public") === "on" }),
        });
        await record(`Added ${kindInfo.singular} “${body.data.name}”`);
        return data(success(intent, `Added ${kindInfo.singular} “${body.data.name}”`));
      }
      case "rename-item": {
        if (!kindInfo) break;
        const body = await api.put<{ data: NamedItem }>(`/companies/${kind}/${Number(form.get("itemId"))}`, {
          name: str(form, "name"),
          ...(kind === "role-names" && { is_public: form.get("is_public") === "on" }),
        });
        await record(`Changed ${kindInfo.singular} “${body.data.name}”`);
        return data(success(intent, `Saved ${kindInfo.singular} “${body.data.name}”`));
      }
      case "delete-item": {
        if (!kindInfo) break;
        await api.delete(`/companies/${kind}/${Number(form.get("itemId"))}`);
        await record(`Deleted ${kindInfo.singular} “${str(form, "name")}”`);
        return data(success(intent, `Deleted ${kindInfo.singular} “${str(form, "name")}”`));
      }
    }
    return data(failure(intent, new ApiRequestError(400, "Unknown action")));
  } catch (error) {
    return data(failure(intent, error, COMPANY_FIELD_LABELS));
  }
}

export default function CompaniesOverview() {
  const { companies, total, franchises, selected, query } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === "/companies/overview";
  const go = (changes: Partial<OverviewQuery>, replace = false) =>
    navigate(overviewUrl(query, changes), { preventScrollReset: true, replace });
  const searchSoon = useDebouncedCallback((search: string) => go({ search: search.trim(), page: 1 }, true), 400);
  const groups = groupByFranchise(companies);
  const pages = Math.ceil(total / PAGE_SIZE);

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          Companies
        </Title>
        <Text c="dimmed" size="sm">
          {total} {total === 1 ? "company" : "companies"}
          {query.search || query.franchise ? " match" : ""}, grouped by franchise.
        </Text>
      </div>

      <Form method="get" role="search" aria-label="Filter companies">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Search"
            name="search"
            type="search"
            placeholder="Company, industry or franchise"
            defaultValue={query.search}
            onChange={(e) => searchSoon(e.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
            style={{ flex: "1 1 240px" }}
          />
          <Select
            label="Franchise"
            name="franchise"
            placeholder="All franchises"
            data={[
              { value: "none", label: "Independent companies" },
              ...franchises.map((f) => ({ value: String(f.id), label: f.name })),
            ]}
            value={query.franchise}
            onChange={(v) => go({ franchise: v, page: 1 })}
            clearable
            style={{ flex: "1 1 200px" }}
          />
          <VisuallyHidden>
            <button type="submit">Apply filters</button>
          </VisuallyHidden>
        </Group>
      </Form>

      <Stack gap="lg" aria-busy={loading} style={{ opacity: loading ? 0.6 : 1, transition: "opacity 150ms" }}>
        {groups.length === 0 ? (
          <Paper withBorder p="xl" ta="center">
            <Text c="dimmed">
              {query.search || query.franchise ? "No companies match these filters." : "No companies yet."}
            </Text>
          </Paper>
        ) : (
          groups.map((group) => (
            <section key={group.key} aria-labelledby={`group-${group.key}`}>
              <Group gap="xs" mb="xs">
                <Title order={2} size="h4" id={`group-${group.key}`}>
                  {group.title}
                </Title>
                <Badge variant="light" color="gray">
                  {group.companies.length}
                </Badge>
              </Group>
              <Paper withBorder radius="sm">
                <Table.ScrollContainer minWidth={420}>
                  <Table highlightOnHover verticalSpacing="sm" layout="fixed" aria-labelledby={`group-${group.key}`}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Company</Table.Th>
                        <Table.Th visibleFrom="sm" w="30%">
                          Industry
                        </Table.Th>
                        <Table.Th w="25%">Users</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {group.companies.map((company) => (
                        <Table.Tr
                          key={company.id}
                          bg={selected?.company.id === company.id ? "var(--mantine-primary-color-light)" : undefined}
                        >
                          <Table.Td>
                            <Group gap="sm" wrap="nowrap">
                              {company.has_logo ? (
                                <Image src={logoUrl(company)} alt="" h={28} w={28} fit="contain" />
                              ) : null}
                              <Anchor
                                component={Link}
                                to={overviewUrl(query, { company: company.id, tab: "users" })}
                                preventScrollReset
                                fw={500}
                              >
                                {company.name}
                              </Anchor>
                            </Group>
                          </Table.Td>
                          <Table.Td visibleFrom="sm">{company.industry ?? "—"}</Table.Td>
                          <Table.Td>
                            {company.active_user_count}
                            {company.user_count !== company.active_user_count ? (
                              <Text span c="dimmed" size="sm">
                                {" "}
                                (+{company.user_count - company.active_user_count} inactive)
                              </Text>
                            ) : null}
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </Paper>
            </section>
          ))
        )}
      </Stack>

      {pages > 1 ? (
        <Group justify="center">
          <Pagination
            total={pages}
            value={query.page}
            onChange={(page) => go({ page })}
            getControlProps={(control) => ({ "aria-label": `${control} page` })}
          />
        </Group>
      ) : null}

      {selected ? (
        <CompanyDrawer
          key={selected.company.id}
          selected={selected}
          franchises={franchises}
          tab={query.tab}
          onTabChange={(tab) => go({ tab }, true)}
          onClose={() => go({ company: null, tab: "users" })}
        />
      ) : null}
    </Stack>
  );
}

export const meta: MetaFunction = () => [{ title: `Companies | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
