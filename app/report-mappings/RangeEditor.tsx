import { ActionIcon, Card, Group, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import type { BlockField } from "~domain/report-mappings";
import type { ActionFields } from "~/ui/action";
import { rangeText, type DiffRange } from "./diff";

/** One range of percentiles and its texts, one input per field of the report kind's block. */
export function RangeEditor({
  index,
  range,
  fields,
  editable,
  form,
  onChange,
  onRemove,
}: {
  index: number;
  range: DiffRange;
  fields: readonly BlockField[];
  editable: boolean;
  form: ActionFields;
  onChange(next: Partial<DiffRange>): void;
  onRemove?: () => void;
}) {
  const at = `ranges.${index}`;
  const setText = (key: string, value: string | string[]) => onChange({ text: { ...range.text, [key]: value } });
  return (
    <Card withBorder padding="md" component="section" aria-label={`Range ${rangeText(range)}`}>
      <Stack gap="sm">
        <Group align="flex-end" wrap="wrap">
          <NumberInput
            label="From percentile"
            value={range.min}
            min={1}
            max={99}
            allowDecimal={false}
            readOnly={!editable}
            onChange={(v) => onChange({ min: Number(v) || 0 })}
            error={form.error(`${at}.min`)}
            w={140}
          />
          <NumberInput
            label="To percentile"
            value={range.max}
            min={1}
            max={99}
            allowDecimal={false}
            readOnly={!editable}
            onChange={(v) => onChange({ max: Number(v) || 0 })}
            error={form.error(`${at}.max`)}
            w={140}
          />
          {editable && onRemove ? (
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mb={4}
              onClick={onRemove}
              aria-label={`Remove range ${rangeText(range)}`}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          ) : null}
        </Group>
        {fields.map((field) => {
          const value = range.text[field.key];
          const error = form.error(`${at}.text.${field.key}`);
          if (field.type === "choice") {
            return (
              <Select
                key={field.key}
                label={field.label}
                data={[...(field.options ?? [])]}
                value={typeof value === "string" ? value : null}
                readOnly={!editable}
                allowDeselect={false}
                onChange={(v) => v && setText(field.key, v)}
                error={error}
                maw={240}
              />
            );
          }
          if (field.type === "list") {
            const items = Array.isArray(value) ? value : [];
            return (
              <SimpleGrid key={field.key} cols={{ base: 1, sm: Math.min(field.count ?? 1, 3) }}>
                {Array.from({ length: field.count ?? 1 }, (_, j) => (
                  <TextInput
                    key={j}
                    label={`${field.label} ${j + 1}`}
                    value={items[j] ?? ""}
                    readOnly={!editable}
                    onChange={(e) => {
                      const next = [...items];
                      next[j] = e.currentTarget.value;
                      setText(field.key, next);
                    }}
                    error={form.error(`${at}.text.${field.key}.${j}`) ?? (j === 0 ? error : undefined)}
                  />
                ))}
              </SimpleGrid>
            );
          }
          const Input = field.type === "long" ? Textarea : TextInput;
          return (
            <Input
              key={field.key}
              label={field.label}
              value={typeof value === "string" ? value : ""}
              readOnly={!editable}
              autosize={field.type === "long" ? true : undefined}
              minRows={field.type === "long" ? 2 : undefined}
              onChange={(e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
                setText(field.key, e.currentTarget.value)
              }
              error={error}
            />
          );
        })}
      </Stack>
    </Card>
  );
}
