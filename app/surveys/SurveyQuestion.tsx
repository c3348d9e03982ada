import { Radio, Stack, Text } from "@mantine/core";
import { useT } from "~/i18n/useT";
import type { AnswerChoice, SurveyItem } from "./types";

/**
 * One statement with its five answers as a native radio group: Tab reaches the group, the arrow keys move
 * between answers (and answer), and every answer is a large, labelled tap target on a phone. The page's script
 * shows the hint under a statement left unanswered. The statement and its answers are in the page's language
 * (app/surveys/items.server.ts).
 */
export function SurveyQuestion({
  item,
  choices,
  value,
}: {
  item: SurveyItem;
  choices: readonly AnswerChoice[];
  value: number | undefined;
}) {
  const t = useT();
  return (
    <Radio.Group
      id={`item-${item.id}`}
      name={`item-${item.id}`}
      label={`${item.num}. ${item.text}`}
      defaultValue={value === undefined ? undefined : String(value)}
      styles={{ label: { fontSize: "var(--mantine-font-size-md)", fontWeight: 600, marginBottom: 8 } }}
    >
      <Stack gap={10}>
        {choices.map((choice) => (
          <Radio key={choice.value} value={String(choice.value)} label={choice.label} size="md" />
        ))}
      </Stack>
      <div id={`item-${item.id}-missing`} data-missing-item={item.id} hidden>
        <Text c="red" size="sm" mt={6}>
          {t("survey.take.answerThis")}
        </Text>
      </div>
    </Radio.Group>
  );
}
