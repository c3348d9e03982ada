import { Alert, Button, Checkbox, Group, Modal, Select, Stack, Text, TextInput } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { FetcherWithComponents } from "@remix-run/react";
import { useMemo, useState } from "react";
import brand from "~brand";
import { rolesForCompany, type Actor } from "~domain/permissions";
import type { Role } from "~domain/roles";
import { actionFields, type ActionResult } from "~/ui/action";
import { pipelineInText } from "~/ui/wording";
import { ROLE_LABELS, fullName, type CompanyOption, type ManagedUser } from "./model";

export interface UserFormModalProps {
  opened: boolean;
  onClose(): void;
  /** The user to edit; none to add one. */
  user: ManagedUser | null;
  companies: CompanyOption[];
  actor: Actor;
  /** The company a new user starts in (the page's company filter, or the actor's own). */
  defaultCompanyId: number;
  fetcher: FetcherWithComponents<ActionResult<unknown> | undefined>;
  /** The id of the result that was current when the dialog opened: older results' errors are not shown. */
  staleResultId: string | null;
}

/**
 * Adding or editing a user. Only the roles the actor may grant in the chosen company are offered, and only
 * companies of the actor's scope (the API enforces both). On an error the dialog stays open with what was typed
 * and shows each field's message at the field.
 */
export function UserFormModal({
  opened,
  onClose,
  user,
  companies,
  actor,
  defaultCompanyId,
  fetcher,
  staleResultId,
}: UserFormModalProps) {
  const mobile = useMediaQuery("(max-width: 48em)");
  const intent = user ? "update" : "create";
  const result =
    fetcher.data && fetcher.data.id !== staleResultId && fetcher.data.intent === intent ? fetcher.data : undefined;
  const { errors } = actionFields(result);
  const busy = fetcher.state !== "idle";

  const [companyId, setCompanyId] = useState(String(user?.company_id ?? defaultCompanyId));
  const company = companies.find((c) => String(c.id) === companyId);
  const roleOptions = useMemo(() => {
    const roles = company ? rolesForCompany(actor, { franchiseId: company.franchise_id }) : [];
    if (user && !roles.includes(user.auth_role)) roles.push(user.auth_role);
    return roles.map((r) => ({ value: r, label: ROLE_LABELS[r] }));
  }, [actor, company, user]);
  const [role, setRole] = useState<string | null>(
    user?.auth_role ??
      (roleOptions.some((o) => o.value === "COMPANY_USER") ? "COMPANY_USER" : (roleOptions[0]?.value ?? null)),
  );
  const roleStillOffered = roleOptions.some((o) => o.value === role);
  const editingSelf = user?.id === actor.id;
  // A role change widens or narrows what someone may see and do at once: the dialog asks once more before saving it.
  const roleChange = user && role && roleStillOffered && role !== user.auth_role ? (role as Role) : null;
  const [confirmingRole, setConfirmingRole] = useState(false);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={user ? `Edit ${fullName(user)}` : "Add user"}
      fullScreen={mobile}
      centered
    >
      <fetcher.Form
        method="post"
        noValidate
        onSubmit={(event) => {
          if (roleChange && !confirmingRole) {
            event.preventDefault();
            setConfirmingRole(true);
          }
        }}
      >
        <input type="hidden" name="intent" value={intent} />
        {user ? <input type="hidden" name="userId" value={user.id} /> : null}
        {user ? <input type="hidden" name="previous_role" value={user.auth_role} /> : null}
        <Stack gap="sm">
          {user ? (
            <TextInput
              label="E-mail"
              value={user.email}
              readOnly
              description="The e-mail address is the user's sign-in and cannot be changed here."
            />
          ) : (
            <TextInput
              label="E-mail"
              name="email"
              type="email"
              autoComplete="off"
              required
              data-autofocus
              error={errors.email}
            />
          )}
          <Group grow align="flex-start" wrap={mobile ? "wrap" : "nowrap"}>
            <TextInput
              label="First name"
              name="first"
              defaultValue={user?.first}
              required
              error={errors.first}
              autoComplete="off"
            />
            <TextInput
              label="Last name"
              name="last"
              defaultValue={user?.last}
              required
              error={errors.last}
              autoComplete="off"
            />
          </Group>
          {companies.length > 1 ? (
            <Select
              label="Company"
              name="company_id"
              data={companies.map((c) => ({ value: String(c.id), label: c.name }))}
              value={companyId}
              onChange={(v) => v && setCompanyId(v)}
              searchable
              allowDeselect={false}
              disabled={editingSelf}
              error={errors.company_id}
              nothingFoundMessage="No company matches"
              comboboxProps={{ withinPortal: true }}
            />
          ) : (
            <>
              <input type="hidden" name="company_id" value={companyId} />
              <TextInput label="Company" value={company?.name ?? ""} readOnly />
            </>
          )}
          <Select
            label="Role"
            name="role"
            data={roleOptions}
            value={roleStillOffered ? role : null}
            onChange={(v) => {
              setRole(v as Role | null);
              setConfirmingRole(false);
            }}
            allowDeselect={false}
            required
            disabled={editingSelf}
            description={editingSelf ? "You cannot change your own role or company." : undefined}
            error={errors.role}
            comboboxProps={{ withinPortal: true }}
          />
          <Checkbox
            name="can_view_hiring_pipeline"
            label={`Can view the ${pipelineInText}`}
            defaultChecked={user?.permissions.can_view_hiring_pipeline ?? false}
            error={errors.can_view_hiring_pipeline}
          />
          {brand.features.selfIdentification ? (
            <Checkbox
              name="can_view_eeo"
              label="Can read voluntary self-identification answers"
              description="For checking that hiring is fair to every group; best given to no one who decides on candidates."
              defaultChecked={user?.permissions.can_view_eeo ?? false}
              error={errors.can_view_eeo}
            />
          ) : null}
          {!user ? (
            <Text size="sm" c="dimmed">
              They receive an e-mail with a link to choose their password.
            </Text>
          ) : null}
          {user && roleChange && confirmingRole ? (
            <Alert color="yellow" title="Change this user's role?" role="alert">
              <strong>{fullName(user)}</strong> goes from {ROLE_LABELS[user.auth_role]} to {ROLE_LABELS[roleChange]}:
              what they may see and do changes as soon as you save, and the change is recorded in the audit trail.
            </Alert>
          ) : null}
          <Group justify="flex-end" mt="sm">
            {confirmingRole ? (
              <Button variant="default" onClick={() => setConfirmingRole(false)} type="button">
                Back
              </Button>
            ) : (
              <Button variant="default" onClick={onClose} type="button">
                Cancel
              </Button>
            )}
            <Button type="submit" loading={busy}>
              {!user ? "Add user" : roleChange && confirmingRole ? "Change role and save" : "Save changes"}
            </Button>
          </Group>
        </Stack>
      </fetcher.Form>
    </Modal>
  );
}
