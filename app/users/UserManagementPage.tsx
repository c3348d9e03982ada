import "@mantine/core/styles/SegmentedControl.layer.css";
import { Badge, Button, Group, Menu, SegmentedControl, Select, Stack, Text, VisuallyHidden } from "@mantine/core";
import {
  IconMailForward,
  IconPencil,
  IconPlayerPlay,
  IconUserOff,
  IconUserPlus,
  IconMail,
  IconWebhook,
} from "@tabler/icons-react";
import { Link, useFetcher } from "@remix-run/react";
import { useState } from "react";
import { useActionResult, type ActionResult } from "~/ui/action";
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
import { showUndoToast } from "~/ui/toasts";
import { pipelineLabel } from "~/ui/wording";
import type { Subject } from "./actions.server";
import type { loadUserManagement } from "./list.server";
import {
  fullName,
  LIST_DEFAULTS,
  PAGE_SIZES,
  ROLE_LABELS,
  statusFilter,
  type ManagedUser,
  type StatusFilter,
} from "./model";
import { UserFormModal } from "./UserFormModal";
import { AiSettingsSwitch } from "~/chat/AiSettingsSwitch";
import { ParticipantReportSwitch } from "~/participant-reports/ParticipantReportSwitch";
import { SelfIdentificationSettings } from "~/self-identification/SelfIdentificationSettings";
import brand from "~brand";
import { FitSettingsPanel } from "~/companies/FitSettingsPanel";

/** The loader's answer (app/users/list.server.ts). */
export type UserManagementData = Awaited<ReturnType<typeof loadUserManagement>>;

type Result = ActionResult<Subject | undefined>;

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

/**
 * User management (spec §2 /user-management): the users of the manager's scope, searched, filtered, sorted and
 * paged through the URL; adding and editing in a dialog; deactivation (with Undo), reactivation and set-up e-mails
 * from each row.
 */
export function UserManagementPage({ users, total, query, companies, actor, editsMailTemplates }: UserManagementData) {
  const url = useListUrl({ defaults: LIST_DEFAULTS });
  const sort = useListSort(query, { columns: { auth_role: "role" }, defaults: LIST_DEFAULTS });
  const status = statusFilter(query.active);

  const formFetcher = useFetcher<Result>({ key: "user-form" });
  const rowFetcher = useFetcher<Result>({ key: "user-row" });
  const undoFetcher = useFetcher<Result>({ key: "user-undo" });
  const [editing, setEditing] = useState<{
    user: ManagedUser | null;
    opened: boolean;
    key: number;
    staleResultId: string | null;
  }>({ user: null, opened: false, key: 0, staleResultId: null });
  const [confirming, setConfirming] = useState<ManagedUser | null>(null);

  const openForm = (user: ManagedUser | null) =>
    setEditing((e) => ({ user, opened: true, key: e.key + 1, staleResultId: formFetcher.data?.id ?? null }));
  const closeForm = () => setEditing((e) => ({ ...e, opened: false }));

  useActionResult(formFetcher.data, { onSuccess: closeForm });
  useActionResult(rowFetcher.data, {
    // A deactivation says so in its own toast, with Undo.
    successToast: (result) => result.intent !== "deactivate",
    onSuccess: (result) => {
      const subject = result.data;
      if (result.intent !== "deactivate" || !subject) return;
      showUndoToast({
        message: `${subject.name} was deactivated and signed out.`,
        onUndo: () => undoFetcher.submit({ intent: "reactivate", userId: subject.id }, { method: "post" }),
      });
    },
  });
  useActionResult(undoFetcher.data);

  const companyFilter = companies.length > 1;
  const defaultCompanyId =
    query.company_id ?? (companies.some((c) => c.id === actor.companyId) ? actor.companyId : companies[0]?.id);

  return (
    <Stack gap="md">
      <ListPageHeader
        title="User Management"
        description={
          companyFilter
            ? `Users of the ${companies.length} companies you manage.`
            : `Users of ${companies[0]?.name ?? "your company"}.`
        }
        action={
          <Group gap="sm">
            {/* The company's integrations: the same owners and admins manage them (users:manage). */}
            <Button
              component={Link}
              to="/settings/webhooks"
              variant="default"
              leftSection={<IconWebhook size={18} aria-hidden />}
            >
              Webhooks
            </Button>
            {editsMailTemplates ? (
              <Button
                component={Link}
                to="/settings/mail-templates"
                variant="default"
                leftSection={<IconMail size={18} aria-hidden />}
              >
                E-mail templates
              </Button>
            ) : null}
            <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => openForm(null)}>
              Add user
            </Button>
          </Group>
        }
      />

      <AiSettingsSwitch
        companyId={defaultCompanyId}
        companyName={companies.find((c) => c.id === defaultCompanyId)?.name ?? "your company"}
      />

      <ParticipantReportSwitch
        companyId={defaultCompanyId}
        companyName={companies.find((c) => c.id === defaultCompanyId)?.name ?? "your company"}
      />

      {brand.features.selfIdentification ? <SelfIdentificationSettings companyId={defaultCompanyId} /> : null}

      <FitSettingsPanel
        companyId={defaultCompanyId}
        companyName={companies.find((c) => c.id === defaultCompanyId)?.name ?? "your company"}
      />

      <ListToolbar
        label="Filter users"
        search={query.search ?? ""}
        placeholder="Name or e-mail"
        submitLabel="Apply filters"
        // The selects submit their own values.
        exclude={["company_id", "role"]}
        filters={
          <>
            <CompanyFilter
              companies={companies}
              value={query.company_id}
              onChange={(v) => url.set({ company_id: v })}
            />
            <Select
              label="Role"
              name="role"
              placeholder="All roles"
              data={Object.entries(ROLE_LABELS)
                // Super admins live outside every other role's scope.
                .filter(([value]) => actor.role === "SUPER_ADMIN" || value !== "SUPER_ADMIN")
                .map(([value, label]) => ({ value, label }))}
              value={query.role ?? null}
              onChange={(v) => url.set({ role: v })}
              clearable
              style={{ flex: "1 1 160px" }}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="status-filter-label">
                Status
              </Text>
              <SegmentedControl
                aria-labelledby="status-filter-label"
                value={status}
                onChange={(v) => url.set({ active: (v as StatusFilter) === "all" ? null : v })}
                data={[
                  { value: "all", label: "All" },
                  { value: "1", label: "Active" },
                  { value: "0", label: "Inactive" },
                ]}
              />
            </Stack>
          </>
        }
      />

      <ListTable<ManagedUser>
        aria-label="Users"
        minHeight={220}
        records={users}
        idAccessor="id"
        emptyText={
          query.search || query.role || query.company_id || status !== "all"
            ? "No users match these filters"
            : "No users yet"
        }
        pager={{
          total,
          page: query.page,
          limit: query.limit,
          pageSizes: PAGE_SIZES,
          perPageLabel: "Users per page",
          onPageChange: (page) => url.set({ page }),
          onLimitChange: (limit) => url.set({ limit }),
        }}
        sort={sort}
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
            title: pipelineLabel,
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
            render: (user) => (user.permissions.can_view_hiring_pipeline ? "Yes" : "No"),
          },
          { accessor: "active", title: "Status", sortable: true, render: (user) => <StatusBadge user={user} /> },
          {
            accessor: "actions",
            title: <VisuallyHidden>Actions</VisuallyHidden>,
            textAlign: "right",
            render: (user) => (
              <UserActions
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

      <ConfirmDialog
        subject={confirming}
        title="Deactivate user?"
        confirmLabel="Deactivate"
        loading={rowFetcher.state !== "idle"}
        onClose={() => setConfirming(null)}
        onConfirm={(user) => rowFetcher.submit({ intent: "deactivate", userId: user.id }, { method: "post" })}
      >
        {(user) => (
          <>
            <strong>{fullName(user)}</strong> will be signed out at once and cannot sign in until reactivated.
          </>
        )}
      </ConfirmDialog>
    </Stack>
  );
}

function UserActions({
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
    <RowActions name={fullName(user)}>
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
    </RowActions>
  );
}
