import { Radio, Stack, Text } from "@mantine/core";
import { ANSWER_CHOICES } from "~domain/assessment/traits";
import type { SurveyItem } from "./types";

/**
 * One statement with its five answers as a native radio group: Tab reaches the group, the arrow keys move
 * between answers (and answer), and every answer is a large, labelled tap target on a phone. The page's script
 * shows the hint under a statement left unanswered.
 */
export function SurveyQuestion({ item, value }: { item: SurveyItem; value: number | undefined }) {
  return (
    <Radio.Group
      id={`item-${item.id}`}
      name={`item-${item.id}`}
      label={`${item.num}. ${item.text}`}
      defaultValue={value === undefined ? undefined : String(value)}
      styles={{ label: { fontSize: "var(--mantine-font-size-md)", fontWeight: 600, marginBottom: 8 } }}
    >
      <Stack gap={10}>
        {ANSWER_CHOICES.map((choice) => (
          <Radio key={choice.value} value={String(choice.value)} label={choice.label} size="md" />
        ))}
      </Stack>
      <div id={`item-${item.id}-missing`} data-missing-item={item.id} hidden>
        <Text c="red" size="sm" mt={6}>
          Please answer this statement.
        </Text>
      </div>
    </Radio.Group>
  );
}
