import { ActionIcon, Button, Checkbox, Group, Stack, Text, TextInput } from "@mantine/core";
import { useFetcher } from "@remix-run/react";
import { IconCheck, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import brand from "~brand";
import { useActionResult, type ActionResult } from "~/ui/action";
import { ConfirmDialog } from "~/ui/list";
import type { CompanyDetails, ItemKind, NamedItem } from "./model";

/** A company's locations, departments or role names: add, rename (role names: offered or not), delete. */
export function ItemsPanel({
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
  const adder = useFetcher<ActionResult>({ key: `add-${kind}` });
  const [addKey, setAddKey] = useState(0);
  useActionResult(adder.data, { onSuccess: () => setAddKey((k) => k + 1) });
  const [deleting, setDeleting] = useState<NamedItem | null>(null);
  const remover = useFetcher<ActionResult>({ key: `delete-${kind}` });
  useActionResult(remover.data);

  return (
    <Stack gap="md">
      <adder.Form method="post" key={addKey} noValidate>
        <input type="hidden" name="intent" value="add-item" />
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="companyId" value={company.id} />
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <TextInput label={`New ${singular}`} name="name" required style={{ flex: 1 }} autoComplete="off" />
          <Button type="submit" mt={25} loading={adder.state !== "idle"}>
            Add
          </Button>
        </Group>
        {kind === "role-names" ? (
          <Checkbox
            mt="xs"
            name="is_public"
            label={`Offered to ${brand.wording.people} on the assessment form`}
            defaultChecked
          />
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
      <ConfirmDialog
        subject={deleting}
        title={`Delete ${singular}?`}
        confirmLabel="Delete"
        onClose={() => setDeleting(null)}
        onConfirm={(item) =>
          remover.submit(
            { intent: "delete-item", kind, itemId: item.id, name: item.name, companyId: company.id },
            { method: "post" },
          )
        }
      >
        {(item) => (
          <>
            Delete <strong>{item.name}</strong>? Assessments that name it keep the name they were given.
          </>
        )}
      </ConfirmDialog>
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
  const fetcher = useFetcher<ActionResult>({ key: `rename-${kind}-${item.id}` });
  const form = useActionResult(fetcher.data);
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
          error={form.error("name")}
          style={{ flex: 1 }}
          autoComplete="off"
        />
        {kind === "role-names" ? (
          <Checkbox
            mt={8}
            name="is_public"
            label="Public"
            defaultChecked={item.is_public}
            aria-label={`${item.name} is offered to ${brand.wording.people}`}
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
