import { Button, Group, Select, Stack, TextInput } from "@mantine/core";
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import brand from "~brand";
import { LANGUAGES, languageName } from "~domain/languages";
import { useActionResult, type ActionResult } from "~/ui/action";
import type { CompanyDetails, Franchise } from "./model";

/** Each language by its English name (staff pages are in English). */
const LANGUAGE_OPTIONS = LANGUAGES.map((code) => ({ value: code, label: languageName(code) }));

/**
 * A company's name, industry, location id, product type (where the brand has it), franchise and the language of
 * candidate pages and e-mails when a candidate's browser asks for none of ours.
 */
export function DetailsPanel({ company, franchises }: { company: CompanyDetails; franchises: Franchise[] }) {
  const fetcher = useFetcher<ActionResult>({ key: "company-details" });
  const form = useActionResult(fetcher.data);
  const [franchise, setFranchise] = useState(company.franchise_id ? String(company.franchise_id) : "");
  const [language, setLanguage] = useState<string>(company.default_language);
  return (
    <fetcher.Form method="post" noValidate>
      <input type="hidden" name="intent" value="update-company" />
      <input type="hidden" name="companyId" value={company.id} />
      <Stack gap="sm">
        <TextInput label="Name" name="name" defaultValue={company.name} required error={form.error("name")} />
        <TextInput
          label="Industry"
          name="industry"
          defaultValue={company.industry ?? ""}
          error={form.error("industry")}
        />
        <TextInput
          label="Location id"
          description="The company's location identifier in the marketing/CRM platform."
          name="go_high_level_location_id"
          defaultValue={company.go_high_level_location_id ?? ""}
          error={form.error("go_high_level_location_id")}
        />
        {brand.features.companyProductType ? (
          <TextInput
            label="Product type"
            name="product_type"
            defaultValue={company.product_type ?? ""}
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
        <Select
          label="Language for candidates"
          description="Pages and e-mails for candidates whose browser asks for none of our languages."
          name="default_language"
          data={LANGUAGE_OPTIONS}
          value={language}
          onChange={(v) => setLanguage(v ?? language)}
          allowDeselect={false}
          error={form.error("default_language")}
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
