import "@mantine/core/styles/Table.layer.css";
import { ActionIcon, Button, Group, Select, Table, Text, TextInput, VisuallyHidden } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { Form } from "@remix-run/react";
import { useState } from "react";
import { ROLES } from "~domain/roles";
import { dayText } from "./model";
import type { ActionFields } from "~/ui/action";
import { ROLE_LABELS } from "~/users/model";
import type { AdminCourseJson } from "../../api/academy/contract";
import { Hidden, Section, type Assignment, type Removing } from "./EditorParts";

/** Who the course is assigned to, with a due day: a company, a role, or a role in a company. */
export function CourseAssignments({
  course,
  companies,
  form,
  saving,
  setRemoving,
}: {
  course: AdminCourseJson;
  companies: { id: number; name: string }[];
  form: ActionFields;
  saving: boolean;
  setRemoving: (removing: Removing) => void;
}) {
  return (
    <Section title="Assignments">
      <AssignForm companies={companies} form={form} saving={saving} />
      {course.assignments.length ? (
        <Table.ScrollContainer minWidth={360}>
          <Table aria-label="Assignments">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Assigned to</Table.Th>
                <Table.Th>Due</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {course.assignments.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>{assignedTo(a)}</Table.Td>
                  <Table.Td>{dayText(a.due_on)}</Table.Td>
                  <Table.Td ta="right">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Withdraw the assignment to ${assignedTo(a)}`}
                      onClick={() => setRemoving({ intent: "unassign", id: a.id, name: assignedTo(a) })}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text c="dimmed" size="sm">
          Not assigned yet. Anyone with the Academy can still take it once it is published.
        </Text>
      )}
    </Section>
  );
}

function assignedTo(a: Assignment) {
  const role = a.role ? ROLE_LABELS[a.role] : null;
  if (a.company && role) return `${role}s of ${a.company.name}`;
  return a.company?.name ?? `Every ${role}`;
}

function AssignForm({
  companies,
  form,
  saving,
}: {
  companies: { id: number; name: string }[];
  form: ActionFields;
  saving: boolean;
}) {
  const [company, setCompany] = useState<string | null>(null);
  const [role, setRole] = useState<string | null>(null);
  return (
    <Form method="post" aria-label="Assign the course">
      <Hidden values={{ intent: "assign" }} />
      <input type="hidden" name="company_id" value={company ?? ""} />
      <input type="hidden" name="role" value={role ?? ""} />
      <Group align="flex-end" wrap="wrap" gap="sm">
        <Select
          label="Company"
          placeholder="Any company"
          data={companies.map((c) => ({ value: String(c.id), label: c.name }))}
          value={company}
          onChange={setCompany}
          searchable
          clearable
          error={form.error("company_id")}
          style={{ flex: "1 1 200px" }}
        />
        <Select
          label="Role"
          placeholder="Any role"
          data={ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
          value={role}
          onChange={setRole}
          clearable
          error={form.error("role")}
          style={{ flex: "1 1 160px" }}
        />
        <TextInput
          type="date"
          name="due_on"
          label="Due on"
          required
          error={form.error("due_on")}
          style={{ flex: "0 1 170px" }}
        />
        <Button type="submit" loading={saving}>
          Assign
        </Button>
      </Group>
    </Form>
  );
}
