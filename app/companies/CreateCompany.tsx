import { Button, Group, Modal, Select, Stack, TextInput } from "@mantine/core";
import { useFetcher, useLocation } from "@remix-run/react";
import { IconPlus } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import brand from "~brand";
import { useActionResult, type ActionResult } from "~/ui/action";
import type { Franchise } from "./model";

/**
 * "Add company" (super admins): a dialog with the company's name, industry, plan (brands with a product type) and
 * franchise. The API validates it; a refusal shows beside its field and the dialog stays open. On success the page
 * goes to the new company (its drawer) with a toast, which closes the dialog.
 */
export function CreateCompany({ franchises }: { franchises: Franchise[] }) {
  const [opened, setOpened] = useState(false);
  const fetcher = useFetcher<ActionResult>({ key: "company-create" });
  const form = useActionResult(fetcher.data);
  const [franchise, setFranchise] = useState("");
  const location = useLocation();
  // The success redirects to the new company: a new location closes the dialog.
  useEffect(() => setOpened(false), [location.key]);

  return (
    <>
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpened(true)}>
        Add company
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Add a company" fullScreen={false} size="md">
        <fetcher.Form method="post" noValidate>
          <input type="hidden" name="intent" value="create-company" />
          <Stack gap="sm">
            <TextInput
              label="Name"
              name="name"
              required
              data-autofocus
              maxLength={200}
              defaultValue={form.value("name")}
              error={form.error("name")}
            />
            <TextInput
              label="Industry"
              name="industry"
              maxLength={100}
              defaultValue={form.value("industry")}
              error={form.error("industry")}
            />
            {brand.features.companyProductType ? (
              <TextInput
                label="Plan"
                description="The product type, as the CRM names it (e.g. hiring)."
                name="product_type"
                maxLength={50}
                defaultValue={form.value("product_type")}
                error={form.error("product_type")}
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
              error={form.error("franchise_id")}
              comboboxProps={{ withinPortal: true }}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)}>
                Cancel
              </Button>
              <Button type="submit" loading={fetcher.state !== "idle"}>
                Add company
              </Button>
            </Group>
          </Stack>
        </fetcher.Form>
      </Modal>
    </>
  );
}
