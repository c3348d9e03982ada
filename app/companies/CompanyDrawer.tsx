import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Drawer,
  FileInput,
  Group,
  Image,
  Modal,
  Paper,
  ScrollArea,
  Select,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { Form, Link, useFetcher } from "@remix-run/react";
import { IconCheck, IconPhotoUp, IconTrash, IconUserShield } from "@tabler/icons-react";
import { useState } from "react";
import brand from "~brand";
import { track } from "~/telemetry/telemetry";
import { useFormResult } from "~/user-management/use-form-result";
import type { FormResult } from "~/user-management/form-result.server";
import { fullName, ROLE_LABELS, type ManagedUser } from "~/user-management/model";
import { toast } from "~/ui/toasts";
import {
  ITEM_KINDS,
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  type CompanyDetails,
  type Franchise,
  type ItemKind,
  type NamedItem,
  type SelectedCompany,
} from "./model";

export const COMPANY_TABS = ["users", "details", "logo", "locations", "departments", "role-names", "activity"] as const;
export type CompanyTab = (typeof COMPANY_TABS)[number];

/** The logo's URL, changing whenever the logo does (so a long browser cache never shows an old one). */
export const logoUrl = (company: Pick<CompanyDetails, "id" | "logo_updated_at">) =>
  `/companies/${company.id}/logo?v=${encodeURIComponent(company.logo_updated_at ?? "")}`;

/**
 * One company of the overview, in a drawer: its users (with "Act as"), details, logo, locations, departments,
 * role names and recent activity.
 */
export function CompanyDrawer({
  selected,
  franchises,
  tab,
  onTabChange,
  onClose,
}: {
  selected: SelectedCompany;
  franchises: Franchise[];
  tab: CompanyTab;
  onTabChange(tab: CompanyTab): void;
  onClose(): void;
}) {
  const mobile = useMediaQuery("(max-width: 48em)");
  const { company } = selected;
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size={mobile ? "100%" : "xl"}
      title={
        <Group gap="sm" wrap="nowrap">
          {company.has_logo ? <Image src={logoUrl(company)} alt="" h={32} w={32} fit="contain" /> : null}
          <Title order={2} size="h3">
            {company.name}
          </Title>
        </Group>
      }
      closeButtonProps={{ "aria-label": "Close company" }}
    >
      <Tabs value={tab} onChange={(v) => v && onTabChange(v as CompanyTab)} keepMounted={false}>
        <ScrollArea type="auto" offsetScrollbars scrollbarSize={6}>
          <Tabs.List style={{ flexWrap: "nowrap" }}>
            <Tabs.Tab value="users">Users</Tabs.Tab>
            <Tabs.Tab value="details">Details</Tabs.Tab>
            <Tabs.Tab value="logo">Logo</Tabs.Tab>
            <Tabs.Tab value="locations">Locations</Tabs.Tab>
            <Tabs.Tab value="departments">Departments</Tabs.Tab>
            <Tabs.Tab value="role-names">Role names</Tabs.Tab>
            <Tabs.Tab value="activity">Activity</Tabs.Tab>
          </Tabs.List>
        </ScrollArea>
        <Tabs.Panel value="users" pt="md">
          <UsersPanel company={company} users={selected.users} />
        </Tabs.Panel>
        <Tabs.Panel value="details" pt="md">
          <DetailsPanel company={company} franchises={franchises} />
        </Tabs.Panel>
        <Tabs.Panel value="logo" pt="md">
          <LogoPanel company={company} />
        </Tabs.Panel>
        {ITEM_KINDS.map(({ kind, title, singular }) => (
          <Tabs.Panel key={kind} value={kind} pt="md">
            <ItemsPanel company={company} kind={kind} title={title} singular={singular} items={selected.items[kind]} />
          </Tabs.Panel>
        ))}
        <Tabs.Panel value="activity" pt="md">
          {selected.events.length === 0 ? (
            <Text c="dimmed">No activity recorded yet.</Text>
          ) : (
            <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
              {selected.events.map((event) => (
                <li key={event.id}>
                  <Text size="sm">{event.description}</Text>
                  <Text size="xs" c="dimmed">
                    {new Date(event.timestamp).toLocaleString("en-GB", { timeZone: "UTC" })} UTC
                    {event.user ? ` · ${event.user.name}` : ""}
                    {event.proxy_super_user_id ? " (by a super admin acting as them)" : ""}
                  </Text>
                </li>
              ))}
            </Stack>
          )}
        </Tabs.Panel>
      </Tabs>
    </Drawer>
  );
}

function UsersPanel({ company, users }: { company: CompanyDetails; users: ManagedUser[] }) {
  // Acting as someone replaces the whole signed-in state: a document submission, so "/" loads afresh as them.
  const [submitted, setSubmitted] = useState<number | null>(null);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {users.length === 0 ? "No users yet." : `${users.length} user${users.length === 1 ? "" : "s"}`}
        </Text>
        <Anchor component={Link} to={`/user-management?company_id=${company.id}`} size="sm">
          Manage users
        </Anchor>
      </Group>
      {users.length ? (
        <Stack
          gap={0}
          component="ul"
          aria-label={`Users of ${company.name}`}
          style={{ listStyle: "none", padding: 0, margin: 0 }}
        >
          {users.map((user) => {
            // Spec §6: a super admin may act as any active user who is not a super admin.
            const canActAs = user.active === 1 && user.auth_role !== "SUPER_ADMIN";
            return (
              <Group
                key={user.id}
                component="li"
                justify="space-between"
                wrap="wrap"
                gap="xs"
                py="xs"
                style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}
              >
                <div style={{ minWidth: 0, flex: "1 1 200px" }}>
                  <Text size="sm" fw={500}>
                    {fullName(user)}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ wordBreak: "break-all" }}>
                    {user.email}
                  </Text>
                  <Group gap={6} mt={4}>
                    <Text size="xs">{ROLE_LABELS[user.auth_role]}</Text>
                    {user.active !== 1 ? (
                      <Badge size="sm" color="gray" variant="light">
                        Inactive
                      </Badge>
                    ) : user.setup_pending ? (
                      <Badge size="sm" color="yellow" variant="light" c="dark.9">
                        Invitation pending
                      </Badge>
                    ) : (
                      <Badge size="sm" color="green" variant="light">
                        Active
                      </Badge>
                    )}
                  </Group>
                </div>
                {canActAs ? (
                  <Form
                    method="post"
                    action="/impersonation/start"
                    reloadDocument
                    onSubmit={() => {
                      setSubmitted(user.id);
                      track("Impersonation Started", { impersonated_user_id: user.id });
                    }}
                  >
                    <input type="hidden" name="userId" value={user.id} />
                    <Button
                      type="submit"
                      size="xs"
                      variant="light"
                      leftSection={<IconUserShield size={16} aria-hidden />}
                      loading={submitted === user.id}
                      aria-label={`Act as ${fullName(user)}`}
                    >
                      Act as
                    </Button>
                  </Form>
                ) : null}
              </Group>
            );
          })}
        </Stack>
      ) : null}
    </Stack>
  );
}

function DetailsPanel({ company, franchises }: { company: CompanyDetails; franchises: Franchise[] }) {
  const fetcher = useFetcher<FormResult>({ key: "company-details" });
  useFormResult(fetcher.data);
  const errors =
    fetcher.data && !fetcher.data.ok && fetcher.data.intent === "update-company"
      ? (fetcher.data.fieldErrors ?? {})
      : {};
  const [franchise, setFranchise] = useState(company.franchise_id ? String(company.franchise_id) : "");
  return (
    <fetcher.Form method="post" noValidate>
      <input type="hidden" name="intent" value="update-company" />
      <input type="hidden" name="companyId" value={company.id} />
      <Stack gap="sm">
        <TextInput label="Name" name="name" defaultValue={company.name} required error={errors.name} />
        <TextInput label="Industry" name="industry" defaultValue={company.industry ?? ""} error={errors.industry} />
        <TextInput
          label="Location id"
          description="The company's location identifier in the marketing/CRM platform."
          name="go_high_level_location_id"
          defaultValue={company.go_high_level_location_id ?? ""}
          error={errors.go_high_level_location_id}
        />
        {brand.features.companyProductType ? (
          <TextInput
            label="Product type"
            name="product_type"
            defaultValue={company.product_type ?? ""}
            error={errors.product_type}
          />
        ) : null}
        <Select
          label="Franchise"
          name="franchise_id"
          data={[
            { value: "", label: "No franchise" },
            ...franchises.map((f) => ({ value: String(f.id), label: f.name })),
          ]}
          value={franchise}
          onChange={(v) => setFranchise(v ?? "")}
          allowDeselect={false}
          error={errors.franchise_id}
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={fetcher.state !== "idle"}>
            Save details
          </Button>
        </Group>
      </Stack>
    </fetcher.Form>
  );
}

function LogoPanel({ company }: { company: CompanyDetails }) {
  const fetcher = useFetcher<FormResult>({ key: "company-logo" });
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  useFormResult(fetcher.data, () => {
    setFile(null);
    setFormKey((k) => k + 1);
  });
  const serverError = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors?.file : undefined;
  const choose = (chosen: File | null) => {
    setFile(chosen);
    if (chosen && !LOGO_TYPES.includes(chosen.type)) setProblem("Logo must be a PNG or JPEG image");
    else if (chosen && chosen.size > LOGO_MAX_BYTES) setProblem("Logo must be at most 1 MB");
    else setProblem(null);
  };
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="sm">
        {company.has_logo ? (
          <Image src={logoUrl(company)} alt={`${company.name} logo`} mah={120} w="auto" fit="contain" />
        ) : (
          <Text c="dimmed">No logo yet.</Text>
        )}
      </Paper>
      <fetcher.Form
        key={formKey}
        method="post"
        encType="multipart/form-data"
        onSubmit={(e) => {
          if (problem || !file) {
            e.preventDefault();
            toast.error(problem ?? "Choose an image first");
          }
        }}
      >
        <input type="hidden" name="intent" value="upload-logo" />
        <input type="hidden" name="companyId" value={company.id} />
        <Stack gap="sm">
          <FileInput
            label="New logo"
            description="PNG or JPEG, at most 1 MB."
            name="file"
            accept="image/png,image/jpeg"
            value={file}
            onChange={choose}
            clearable
            leftSection={<IconPhotoUp size={16} aria-hidden />}
            error={problem ?? serverError}
          />
          <Group justify="flex-end">
            {company.has_logo ? (
              <Button
                variant="default"
                color="red"
                type="button"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => fetcher.submit({ intent: "delete-logo", companyId: company.id }, { method: "post" })}
              >
                Remove logo
              </Button>
            ) : null}
            <Button type="submit" loading={fetcher.state !== "idle"} disabled={!file}>
              Upload logo
            </Button>
          </Group>
        </Stack>
      </fetcher.Form>
    </Stack>
  );
}

function ItemsPanel({
  company,
  kind,
  title,
  singular,
  items,
}: {
  company: CompanyDetails;
  kind: ItemKind;
  title: string;
  singular: string;
  items: NamedItem[];
}) {
  const adder = useFetcher<FormResult>({ key: `add-${kind}` });
  const [addKey, setAddKey] = useState(0);
  useFormResult(adder.data, () => setAddKey((k) => k + 1));
  const addError = adder.data && !adder.data.ok ? adder.data.fieldErrors?.name : undefined;
  const [deleting, setDeleting] = useState<NamedItem | null>(null);
  const remover = useFetcher<FormResult>({ key: `delete-${kind}` });
  useFormResult(remover.data);
  const mobile = useMediaQuery("(max-width: 48em)");

  return (
    <Stack gap="md">
      <adder.Form method="post" key={addKey} noValidate>
        <input type="hidden" name="intent" value="add-item" />
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="companyId" value={company.id} />
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            label={`New ${singular}`}
            name="name"
            required
            error={addError}
            style={{ flex: 1 }}
            autoComplete="off"
          />
          <Button type="submit" mt={25} loading={adder.state !== "idle"}>
            Add
          </Button>
        </Group>
        {kind === "role-names" ? (
          <Checkbox mt="xs" name="is_public" label="Offered to candidates on the assessment form" defaultChecked />
        ) : null}
      </adder.Form>
      {items.length === 0 ? (
        <Text c="dimmed">No {title.toLowerCase()} yet.</Text>
      ) : (
        <Stack gap="xs" component="ul" aria-label={title} style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {items.map((item) => (
            <li key={item.id}>
              <ItemRow kind={kind} item={item} singular={singular} onDelete={() => setDeleting(item)} />
            </li>
          ))}
        </Stack>
      )}
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={`Delete ${singular}?`}
        centered
        fullScreen={mobile}
      >
        {deleting ? (
          <Stack>
            <Text>
              Delete <strong>{deleting.name}</strong>? Assessments that name it keep the name they were given.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeleting(null)} data-autofocus>
                Cancel
              </Button>
              <Button
                color="red"
                onClick={() => {
                  remover.submit(
                    { intent: "delete-item", kind, itemId: deleting.id, name: deleting.name, companyId: company.id },
                    { method: "post" },
                  );
                  setDeleting(null);
                }}
              >
                Delete
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}

function ItemRow({
  kind,
  item,
  singular,
  onDelete,
}: {
  kind: ItemKind;
  item: NamedItem;
  singular: string;
  onDelete(): void;
}) {
  const fetcher = useFetcher<FormResult>({ key: `rename-${kind}-${item.id}` });
  useFormResult(fetcher.data);
  const error =
    fetcher.data && !fetcher.data.ok ? (fetcher.data.fieldErrors?.name ?? fetcher.data.messages[0]) : undefined;
  return (
    <fetcher.Form method="post" noValidate>
      <input type="hidden" name="intent" value="rename-item" />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="itemId" value={item.id} />
      <input type="hidden" name="companyId" value={item.company_id} />
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          aria-label={`Name of ${singular} ${item.name}`}
          name="name"
          defaultValue={item.name}
          error={error}
          style={{ flex: 1 }}
          autoComplete="off"
        />
        {kind === "role-names" ? (
          <Checkbox
            mt={8}
            name="is_public"
            label="Public"
            defaultChecked={item.is_public}
            aria-label={`${item.name} is offered to candidates`}
          />
        ) : null}
        <ActionIcon
          type="submit"
          variant="light"
          size="lg"
          aria-label={`Save ${singular} ${item.name}`}
          loading={fetcher.state !== "idle"}
        >
          <IconCheck size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon
          type="button"
          variant="subtle"
          color="red"
          size="lg"
          aria-label={`Delete ${singular} ${item.name}`}
          onClick={onDelete}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </fetcher.Form>
  );
}
