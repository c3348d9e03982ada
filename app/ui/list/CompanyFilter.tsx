import { Select } from "@mantine/core";

/**
 * The toolbar's company filter (URL parameter `company_id`). Nothing for someone who sees one company: a choice of
 * one is noise.
 */
export function CompanyFilter({
  companies,
  value,
  onChange,
}: {
  companies: readonly { id: number; name: string }[];
  value: number | null | undefined;
  onChange: (companyId: string | null) => void;
}) {
  if (companies.length < 2) return null;
  return (
    <Select
      label="Company"
      name="company_id"
      placeholder="All companies"
      data={companies.map((c) => ({ value: String(c.id), label: c.name }))}
      value={value ? String(value) : null}
      onChange={onChange}
      clearable
      searchable
      style={{ flex: "1 1 200px" }}
    />
  );
}
