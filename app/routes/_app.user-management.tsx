import "mantine-datatable/styles.css";
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Menu,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useDebouncedCallback, useMediaQuery } from "@mantine/hooks";
import {
  IconDots,
  IconMailForward,
  IconPencil,
  IconPlayerPlay,
  IconSearch,
  IconUserOff,
  IconUserPlus,
} from "@tabler/icons-react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useFetcher, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { DataTable, type DataTableSortStatus } from "mantine-datatable";
import { useState } from "react";
import brand from "~brand";
import { ApiRequestError } from "~/api/client.server";
import { actorOf, requireUser } from "~/auth/user.server";
import { failure, success, type FormResult } from "~/user-management/form-result.server";
import {
  apiQuery,
  FIELD_LABELS,
  fullName,
  PAGE_SIZES,
  parseUserQuery,
  queryString,
  ROLE_LABELS,
  type CompanyOption,
  type ManagedUser,
  type UserQuery,
  type UserSearchResponse,
  type UserSort,
} from "~/user-management/model";
import { useFormResult } from "~/user-management/use-form-result";
import { UserFormModal } from "~/user-management/UserFormModal";
import { listPagination } from "~/ui/list-pagination";
import { RouteErrorPage } from "~/ui/RouteErrorPage";
import { showUndoToast } from "~/ui/toasts";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { profile, api } = await requireUser(request, context);
  const query = parseUserQuery(new URL(request.url).searchParams);
  try {
    // Companies are read fresh, not from the 8-hour cache: sign-up and the HubSpot webhook add them elsewhere.
    const [users, companies] = await Promise.all([
      api.get<UserSearchResponse>("/users/search", { query: apiQuery(query) }),
      api.get<{ data: CompanyOption[] }>("/companies"),
    ]);
    return { users: users.data, total: users.meta.total, query, companies: companies.data, actor: actorOf(profile) };
  } catch (error) {
    // The API decides who manages users (spec §6); a company filter outside the scope is simply not found.
    if (error instanceof ApiRequestError && error.status === 403) throw new Response("Forbidden", { status: 403 });
    if (error instanceof ApiRequestError && error.status === 404) throw new Response("Not Found", { status: 404 });
    throw error;
  }
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "");
const optionalNumber = (form: FormData, name: string) => (form.has(name) ? Number(form.get(name)) : undefined);

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireUser(request, context);
  const form = await request.formData();
  const intent = text(form, "intent");
  const userId = Number(form.get("userId"));
  const name = text(form, "name");
  try {
    switch (intent) {
      case "create": {
        const email = text(form, "email").trim();
        const body = await api.post<{ data: ManagedUser; setup_email: string }>("/users", {
          email,
          first: text(form, "first"),
          last: text(form, "last"),
          role: form.get("role") || undefined,
          company_id: optionalNumber(form, "company_id"),
          can_view_hiring_pipeline: form.get("can_view_hiring_pipeline") === "on",
        });
        const sent = body.setup_email === "sent" ? ` An invitation e-mail is on its way to ${body.data.email}.` : "";
        return data(
          success(intent, `${fullName(body.data)} was added.${sent}`, { id: body.data.id, name: fullName(body.data) }),
        );
      }
      case "update": {
        const body = await api.put<{ data: ManagedUser }>(`/users/${userId}`, {
          first: text(form, "first"),
          last: text(form, "last"),
          ...(form.has("role") && { role: form.get("role") || undefined }),
          ...(form.has("company_id") && { company_id: optionalNumber(form, "company_id") }),
          can_view_hiring_pipeline: form.get("can_view_hiring_pipeline") === "on",
        });
        return data(
          success(intent, `${fullName(body.data)} was saved.`, { id: body.data.id, name: fullName(body.data) }),
        );
      }
      case "deactivate": {
        const body = await api.post<{ data: ManagedUser }>(`/users/${userId}/deactivate`);
        return data(
          success(intent, `${fullName(body.data)} was deactivated and signed out.`, {
            id: userId,
            name: fullName(body.data),
          }),
        );
      }
      case "reactivate": {
        const body = await api.post<{ data: ManagedUser }>(`/users/${userId}/reactivate`);
        return data(
          success(intent, `${fullName(body.data)} was reactivated.`, { id: userId, name: fullName(body.data) }),
        );
      }
      case "resend": {
        await api.post(`/users/${userId}/resend-account-setup-email`);
        return data(success(intent, `A new set-up e-mail is on its way to ${name || "the user"}.`));
      }
      default:
        return data(failure(intent, new ApiRequestError(400, "Unknown action")));
    }
  } catch (error) {
    return data(failure(intent, error, FIELD_LABELS));
  }
}

const SORT_COLUMNS: Record<string, UserSort> = {
  name: "name",
  email: "email",
  auth_role: "role",
  company: "company",
  active: "active",
  created_at: "created_at",
};

function StatusBadge({ user }: { user: ManagedUser }) {
  if (user.active !== 1)
    return (
      <Badge color="gray" variant="light">
        Inactive
      </Badge>
    );
  if (user.setup_pending)
    return (
      <Badge color="yellow" variant="light" c="dark.9">
        Invitation pending
      </Badge>
    );
  return (
    <Badge color="green" variant="light">
      Active
    </Badge>
  );
}

export default function UserManagement() {
  const { users, total, query, companies, actor } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const mobile = useMediaQuery("(max-width: 48em)");
  const loading = navigation.state === "loading" && navigation.location?.pathname === "/user-management";

  const formFetcher = useFetcher<FormResult>({ key: "user-form" });
  const rowFetcher = useFetcher<FormResult>({ key: "user-row" });
  const undoFetcher = useFetcher<FormResult>({ key: "user-undo" });
  const [editing, setEditing] = useState<{
    user: ManagedUser | null;
    opened: boolean;
    key: number;
    staleResultId: string | null;
  }>({
    user: null,
    opened: false,
    key: 0,
    staleResultId: null,
  });
  const [confirming, setConfirming] = useState<ManagedUser | null>(null);

  const openForm = (user: ManagedUser | null) =>
    setEditing((e) => ({ user, opened: true, key: e.key + 1, staleResultId: formFetcher.data?.id ?? null }));
  const closeForm = () => setEditing((e) => ({ ...e, opened: false }));

  useFormResult(formFetcher.data, closeForm);
  useFormResult(
    rowFetcher.data,
    (result) => {
      if (result.intent === "deactivate" && result.subject) {
        const subject = result.subject;
        showUndoToast({
          message: `${subject.name} was deactivated and signed out.`,
          onUndo: () => undoFetcher.submit({ intent: "reactivate", userId: subject.id }, { method: "post" }),
        });
      }
    },
    (result) => result.intent !== "deactivate",
  );
  useFormResult(undoFetcher.data);

  const go = (changes: Partial<UserQuery>) =>
    navigate(`/user-management${queryString(query, { page: 1, ...changes })}`, { preventScrollReset: true });
  // Typing searches after a short pause; each pause replaces the history entry rather than adding one.
  const searchSoon = useDebouncedCallback(
    (search: string) =>
      navigate(`/user-management${queryString(query, { page: 1, search: search.trim() })}`, {
        replace: true,
        preventScrollReset: true,
      }),
    400,
  );

  const sortStatus: DataTableSortStatus<ManagedUser> = {
    columnAccessor: Object.entries(SORT_COLUMNS).find(([, v]) => v === query.sort_by)?.[0] ?? "name",
    direction: query.order_by,
  };
  const companyFilter = companies.length > 1;
  const defaultCompanyId =
    query.company_id ?? (companies.some((c) => c.id === actor.companyId) ? actor.companyId : companies[0]?.id);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            User Management
          </Title>
          <Text c="dimmed" size="sm">
            {companyFilter
              ? `Users of the ${companies.length} companies you manage.`
              : `Users of ${companies[0]?.name ?? "your company"}.`}
          </Text>
        </div>
        <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => openForm(null)}>
          Add user
        </Button>
      </Group>

      <Form method="get" role="search" aria-label="Filter users">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Search"
            name="search"
            type="search"
            placeholder="Name or e-mail"
            defaultValue={query.search}
            onChange={(e) => searchSoon(e.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
            style={{ flex: "1 1 220px" }}
          />
          {companyFilter ? (
            <Select
              label="Company"
              name="company_id"
              placeholder="All companies"
              data={companies.map((c) => ({ value: String(c.id), label: c.name }))}
              value={query.company_id ? String(query.company_id) : null}
              onChange={(v) => go({ company_id: v ? Number(v) : null })}
              clearable
              searchable
              style={{ flex: "1 1 200px" }}
            />
          ) : null}
          <Select
            label="Role"
            name="role"
            placeholder="All roles"
            data={Object.entries(ROLE_LABELS)
              // Super admins live outside every other role's scope.
              .filter(([value]) => actor.role === "SUPER_ADMIN" || value !== "SUPER_ADMIN")
              .map(([value, label]) => ({ value, label }))}
            value={query.role}
            onChange={(v) => go({ role: (v as UserQuery["role"]) ?? null })}
            clearable
            style={{ flex: "1 1 160px" }}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="status-filter-label">
              Status
            </Text>
            <SegmentedControl
              aria-labelledby="status-filter-label"
              value={query.active}
              onChange={(v) => go({ active: v as UserQuery["active"] })}
              data={[
                { value: "all", label: "All" },
                { value: "1", label: "Active" },
                { value: "0", label: "Inactive" },
              ]}
            />
          </Stack>
          {/* Filters apply as they change; this keeps Enter in the search box working without scripts too. */}
          <VisuallyHidden>
            <button type="submit">Apply filters</button>
          </VisuallyHidden>
        </Group>
        {query.active !== "all" ? <input type="hidden" name="active" value={query.active} /> : null}
        {query.sort_by !== "name" ? <input type="hidden" name="sort_by" value={query.sort_by} /> : null}
        {query.order_by !== "asc" ? <input type="hidden" name="order_by" value={query.order_by} /> : null}
        {query.limit !== 25 ? <input type="hidden" name="limit" value={query.limit} /> : null}
      </Form>

      <DataTable<ManagedUser>
        aria-label="Users"
        withTableBorder
        borderRadius="sm"
        highlightOnHover
        minHeight={users.length ? undefined : 220}
        fetching={loading}
        records={users}
        idAccessor="id"
        noRecordsText={
          query.search || query.role || query.company_id || query.active !== "all"
            ? "No users match these filters"
            : "No users yet"
        }
        {...listPagination({
          total,
          page: query.page,
          limit: query.limit,
          pageSizes: PAGE_SIZES,
          perPageLabel: "Users per page",
          onPageChange: (page) => go({ page }),
          onLimitChange: (limit) => go({ limit }),
        })}
        sortStatus={sortStatus}
        onSortStatusChange={(s) =>
          go({ sort_by: SORT_COLUMNS[s.columnAccessor as string] ?? "name", order_by: s.direction })
        }
        columns={[
          {
            accessor: "name",
            title: "Name",
            sortable: true,
            render: (user) => (
              <div>
                <Text size="sm" fw={500}>
                  {fullName(user)}
                </Text>
                <Text size="xs" c="dimmed" style={{ wordBreak: "break-all" }}>
                  {user.email}
                </Text>
                {/* On phones the role column gives its room to the status. */}
                <Text size="xs" hiddenFrom="sm">
                  {ROLE_LABELS[user.auth_role]}
                </Text>
              </div>
            ),
          },
          {
            accessor: "auth_role",
            title: "Role",
            sortable: true,
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
            render: (user) => ROLE_LABELS[user.auth_role],
          },
          {
            accessor: "company",
            title: "Company",
            sortable: true,
            hidden: !companyFilter,
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
            render: (user) => user.company.name,
          },
          {
            accessor: "permissions",
            title: "Hiring pipeline",
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
            render: (user) => (user.permissions.can_view_hiring_pipeline ? "Yes" : "No"),
          },
          { accessor: "active", title: "Status", sortable: true, render: (user) => <StatusBadge user={user} /> },
          {
            accessor: "actions",
            title: <VisuallyHidden>Actions</VisuallyHidden>,
            textAlign: "right",
            render: (user) => (
              <RowActions
                user={user}
                self={user.id === actor.id}
                onEdit={() => openForm(user)}
                onDeactivate={() => setConfirming(user)}
                onReactivate={() => rowFetcher.submit({ intent: "reactivate", userId: user.id }, { method: "post" })}
                onResend={() =>
                  rowFetcher.submit({ intent: "resend", userId: user.id, name: fullName(user) }, { method: "post" })
                }
              />
            ),
          },
        ]}
      />

      <UserFormModal
        key={editing.key}
        opened={editing.opened}
        onClose={closeForm}
        user={editing.user}
        companies={companies}
        actor={actor}
        defaultCompanyId={defaultCompanyId}
        fetcher={formFetcher}
        staleResultId={editing.staleResultId}
      />

      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title="Deactivate user?"
        centered
        fullScreen={mobile}
      >
        {confirming ? (
          <Stack gap="md">
            <Text>
              <strong>{fullName(confirming)}</strong> will be signed out at once and cannot sign in until reactivated.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(null)} data-autofocus>
                Cancel
              </Button>
              <Button
                color="red"
                loading={rowFetcher.state !== "idle"}
                onClick={() => {
                  rowFetcher.submit({ intent: "deactivate", userId: confirming.id }, { method: "post" });
                  setConfirming(null);
                }}
              >
                Deactivate
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}

function RowActions({
  user,
  self,
  onEdit,
  onDeactivate,
  onReactivate,
  onResend,
}: {
  user: ManagedUser;
  self: boolean;
  onEdit(): void;
  onDeactivate(): void;
  onReactivate(): void;
  onResend(): void;
}) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${fullName(user)}`}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
          Edit
        </Menu.Item>
        {user.active === 1 && user.setup_pending ? (
          <Menu.Item leftSection={<IconMailForward size={16} aria-hidden />} onClick={onResend}>
            Resend set-up e-mail
          </Menu.Item>
        ) : null}
        {user.active === 1 ? (
          self ? null : (
            <Menu.Item color="red" leftSection={<IconUserOff size={16} aria-hidden />} onClick={onDeactivate}>
              Deactivate
            </Menu.Item>
          )
        ) : (
          <Menu.Item leftSection={<IconPlayerPlay size={16} aria-hidden />} onClick={onReactivate}>
            Reactivate
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

export const meta: MetaFunction = () => [{ title: `User Management | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
