import { Radio, Stack } from "@mantine/core";
import { memo } from "react";
import { ANSWER_CHOICES } from "~domain/assessment/traits";
import type { SurveyItem } from "./types";

/**
 * One statement with its five answers as a native radio group: Tab reaches the group, the arrow keys move
 * between answers (and answer), and every answer is a large, labelled tap target on a phone.
 */
export const SurveyQuestion = memo(function SurveyQuestion({
  item,
  value,
  missing,
  onAnswer,
}: {
  item: SurveyItem;
  value: number | undefined;
  missing: boolean;
  onAnswer: (itemId: string, value: number) => void;
}) {
  return (
    <Radio.Group
      id={`item-${item.id}`}
      name={`item-${item.id}`}
      label={`${item.num}. ${item.text}`}
      value={value === undefined ? "" : String(value)}
      onChange={(v) => onAnswer(item.id, Number(v))}
      error={missing ? "Please answer this statement." : undefined}
      styles={{ label: { fontSize: "var(--mantine-font-size-md)", fontWeight: 600, marginBottom: 8 } }}
    >
      <Stack gap={10}>
        {ANSWER_CHOICES.map((choice) => (
          <Radio key={choice.value} value={String(choice.value)} label={choice.label} size="md" />
        ))}
      </Stack>
    </Radio.Group>
  );
});
