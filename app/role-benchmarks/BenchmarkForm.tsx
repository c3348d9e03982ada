import "@mantine/core/styles/Switch.layer.css";
import "@mantine/core/styles/Fieldset.layer.css";
import "@mantine/core/styles/Slider.layer.css";
import {
  Alert,
  Button,
  Checkbox,
  Collapse,
  Fieldset,
  Group,
  NumberInput,
  RangeSlider,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { narrowsAnything } from "~domain/assessment/fit";
import {
  DOMAIN_NAMES,
  DOMAINS,
  facetName,
  FACETS,
  type DomainCode,
  type FacetCode,
  type ScaleCode,
} from "~domain/assessment/traits";
import { ImpactPreview } from "./ImpactPreview";
import type { BenchmarkTargets, TargetRange } from "./model";

export interface BenchmarkFormValues {
  name: string;
  description: string;
  companyId: number | null;
  targets: BenchmarkTargets;
  modelSurveyResultId: number | null;
}

const label = (code: ScaleCode) =>
  code.length === 1 ? DOMAIN_NAMES[code as DomainCode] : facetName(code as FacetCode);

function RangeRow({
  code,
  range,
  onChange,
  error,
}: {
  code: ScaleCode;
  range: TargetRange;
  onChange(range: TargetRange): void;
  error?: string;
}) {
  const name = label(code);
  return (
    <div data-testid={`range-${code}`}>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Text size="sm" fw={500} w={170} style={{ alignSelf: "center" }}>
          {name}
        </Text>
        <NumberInput
          aria-label={`${name} from`}
          name={`${code}.min`}
          value={range.min}
          min={1}
          max={99}
          clampBehavior="blur"
          allowDecimal={false}
          onChange={(v) => onChange({ ...range, min: typeof v === "number" ? v : Number(v) || 1 })}
          w={72}
          size="xs"
          error={Boolean(error)}
        />
        <Text size="xs" c="dimmed" aria-hidden style={{ alignSelf: "center" }}>
          to
        </Text>
        <NumberInput
          aria-label={`${name} to`}
          name={`${code}.max`}
          value={range.max}
          min={1}
          max={99}
          clampBehavior="blur"
          allowDecimal={false}
          onChange={(v) => onChange({ ...range, max: typeof v === "number" ? v : Number(v) || 99 })}
          w={72}
          size="xs"
          error={Boolean(error)}
        />
        <RangeSlider
          min={1}
          max={99}
          minRange={0}
          value={[range.min, range.max]}
          onChange={([min, max]) => onChange({ min, max })}
          thumbFromLabel={`${name}, lower end`}
          thumbToLabel={`${name}, upper end`}
          label={null}
          style={{ flex: "1 1 160px" }}
          mb={6}
        />
      </Group>
      {error ? (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </div>
  );
}

/**
 * A role benchmark's form: name, description, the companies it applies to, and the target percentile range of each
 * domain and, when switched on, of chosen facets. Posts the fields to the page's action (read by benchmarkForm in
 * form.server.ts).
 */
export function BenchmarkForm({
  initial,
  companies,
  errors,
  submitLabel,
  impactPreview = false,
}: {
  initial: BenchmarkFormValues;
  companies: { id: number; name: string }[];
  /** The action's problems by field (a scale's by its code), from `useActionResult`. */
  errors: Record<string, string>;
  submitLabel: string;
  /** Show "Fairness impact": only to users who may read self-identification data (the API refuses the rest). */
  impactPreview?: boolean;
}) {
  const navigation = useNavigation();
  const [domains, setDomains] = useState(initial.targets.domains);
  const [facets, setFacets] = useState<Record<FacetCode, TargetRange & { on: boolean }>>(
    () =>
      Object.fromEntries(
        FACETS.map((f) => {
          const given = initial.targets.facets[f];
          return [f, { min: given?.min ?? 1, max: given?.max ?? 99, on: Boolean(given) }];
        }),
      ) as Record<FacetCode, TargetRange & { on: boolean }>,
  );
  const [withFacets, setWithFacets] = useState(Object.keys(initial.targets.facets).length > 0);
  const [company, setCompany] = useState(initial.companyId ? String(initial.companyId) : "all");
  // The ranges as they would be saved: with every one open (1–99), everyone fits at 100 and the API refuses them.
  const draft: BenchmarkTargets = {
    domains,
    facets: withFacets
      ? Object.fromEntries(
          FACETS.filter((f) => facets[f].on).map((f) => [f, { min: facets[f].min, max: facets[f].max }]),
        )
      : {},
  };
  const narrows = narrowsAnything(draft);

  return (
    <Form method="post">
      {initial.modelSurveyResultId ? (
        <input type="hidden" name="model_survey_result_id" value={initial.modelSurveyResultId} />
      ) : null}
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Name"
            name="name"
            defaultValue={initial.name}
            required
            maxLength={120}
            error={errors.name}
          />
          <Select
            label="Applies to"
            name="company_id"
            data={[
              { value: "all", label: "All companies" },
              ...companies.map((c) => ({ value: String(c.id), label: c.name })),
            ]}
            value={company}
            onChange={(value) => setCompany(value ?? "all")}
            allowDeselect={false}
            searchable
            error={errors.company_id}
          />
        </SimpleGrid>
        <Textarea
          label="Description"
          name="description"
          defaultValue={initial.description}
          autosize
          minRows={2}
          maxLength={2000}
          error={errors.description}
        />

        <Fieldset legend="Target percentile range per domain">
          <Stack gap="xs">
            {DOMAINS.map((d) => (
              <RangeRow
                key={d}
                code={d}
                range={domains[d]}
                error={errors[d]}
                onChange={(range) => setDomains((all) => ({ ...all, [d]: range }))}
              />
            ))}
          </Stack>
        </Fieldset>

        <Switch
          label="Also target facets"
          description="Facets you switch on weigh half of the fit; the domains the other half."
          checked={withFacets}
          onChange={(e) => setWithFacets(e.currentTarget.checked)}
        />
        <Collapse in={withFacets}>
          <Stack gap="sm">
            {DOMAINS.map((d) => (
              <Fieldset key={d} legend={`${DOMAIN_NAMES[d]} facets`}>
                <Stack gap={6}>
                  {FACETS.filter((f) => f.startsWith(d)).map((f) => (
                    <Stack key={f} gap={2}>
                      <Checkbox
                        label={`Target ${facetName(f)}`}
                        name={`${f}.on`}
                        checked={withFacets && facets[f].on}
                        onChange={(e) => {
                          const on = e.currentTarget.checked;
                          setFacets((all) => ({ ...all, [f]: { ...all[f], on } }));
                        }}
                      />
                      {withFacets && facets[f].on ? (
                        <RangeRow
                          code={f}
                          range={facets[f]}
                          error={errors[f]}
                          onChange={(range) => setFacets((all) => ({ ...all, [f]: { ...range, on: true } }))}
                        />
                      ) : null}
                    </Stack>
                  ))}
                </Stack>
              </Fieldset>
            ))}
          </Stack>
        </Collapse>

        {!narrows ? (
          <Alert
            color={errors.targets ? "red" : "yellow"}
            variant="light"
            title="These ranges tell no one apart"
            data-testid="open-targets-warning"
          >
            Every range is 1–99, so everyone would fit this benchmark at 100. Narrow at least one range to the
            percentiles the role needs.
          </Alert>
        ) : errors.targets ? (
          <Alert color="red" variant="light" data-testid="open-targets-warning">
            {`The ranges ${errors.targets}.`}
          </Alert>
        ) : null}

        {impactPreview ? (
          <ImpactPreview targets={draft} companyId={company === "all" ? null : Number(company)} companies={companies} />
        ) : null}

        <Group justify="flex-end">
          <Button component={Link} to="/role-benchmarks" variant="default">
            Cancel
          </Button>
          <Button type="submit" loading={navigation.state === "submitting"}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
