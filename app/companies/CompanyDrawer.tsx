import "@mantine/core/styles/Drawer.layer.css";
import "@mantine/core/styles/Image.layer.css";
import "@mantine/core/styles/Tabs.layer.css";
import { Anchor, Badge, Button, Drawer, Group, Image, ScrollArea, Stack, Tabs, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { Link } from "@remix-run/react";
import { IconUserShield } from "@tabler/icons-react";
import { useState } from "react";
import { companyActivity, timeText } from "~/audit/model";
import { fullName, ROLE_LABELS, type ManagedUser } from "~/users/model";
import { ActAsDialog, mayActAs } from "./ActAsDialog";
import { DetailsPanel } from "./DetailsPanel";
import { FitSettingsPanel } from "./FitSettingsPanel";
import { ItemsPanel } from "./ItemsPanel";
import { LogoPanel } from "./LogoPanel";
import {
  ITEM_KINDS,
  logoUrl,
  type CompanyDetails,
  type CompanyTab,
  type Franchise,
  type SelectedCompany,
} from "./model";

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
          <Stack gap="lg">
            <DetailsPanel company={company} franchises={franchises} />
            <FitSettingsPanel companyId={company.id} companyName={company.name} />
          </Stack>
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
          <ActivityPanel selected={selected} />
        </Tabs.Panel>
      </Tabs>
    </Drawer>
  );
}

/** The company's events and its audit trail (support sessions and their changes, roles, exports), newest first. */
function ActivityPanel({ selected }: { selected: SelectedCompany }) {
  const items = companyActivity(selected.events, selected.audit);
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Anchor component={Link} to={`/audit?company_id=${selected.company.id}`} size="sm">
          Full audit trail
        </Anchor>
      </Group>
      {items.length === 0 ? (
        <Text c="dimmed">No activity recorded yet.</Text>
      ) : (
        <Stack gap="xs" component="ul" aria-label="Activity" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {items.map((item) => (
            <li key={item.key}>
              <Group gap={6} wrap="wrap">
                <Text size="sm" style={{ wordBreak: "break-word" }}>
                  {item.title}
                </Text>
                {item.support ? (
                  <Badge size="xs" color="orange" variant="light" c="dark.9">
                    Support
                  </Badge>
                ) : null}
              </Group>
              <Text size="xs" c="dimmed">
                {timeText(item.at)}
                {item.who ? ` · ${item.who}` : ""}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function UsersPanel({ company, users }: { company: CompanyDetails; users: ManagedUser[] }) {
  const [actingAs, setActingAs] = useState<ManagedUser | null>(null);
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
            // Spec §6: not for a super admin, an inactive user or an invitation nobody accepted (the API refuses too).
            const canActAs = mayActAs(user);
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
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconUserShield size={16} aria-hidden />}
                    onClick={() => setActingAs(user)}
                    aria-label={`Act as ${fullName(user)}`}
                  >
                    Act as
                  </Button>
                ) : null}
              </Group>
            );
          })}
        </Stack>
      ) : null}
      <ActAsDialog user={actingAs} company={company.name} onClose={() => setActingAs(null)} />
    </Stack>
  );
}
