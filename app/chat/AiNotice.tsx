// The one way staff screens say that AI wrote a text about a person, where the text is shown (EU AI Act Art. 50;
// ARCHITECTURE "Responsible assessment": AI is named where it is used and never moves a person on its own). The
// analysis, the chat and the resume analysis use it; their texts written without AI keep their own label
// ("Generated without AI", ADR 042).
import { Group, Text } from "@mantine/core";
import { IconSparkles } from "@tabler/icons-react";

/** What a text's badge says when an AI model wrote it. */
export const WRITTEN_BY_AI = "Written by AI";

/** The notice: who wrote it, from what, and that a person checks it and decides. */
export function aiNoticeText(from: string, options: { model?: string | null; subject?: string } = {}): string {
  const model = options.model ? ` (${options.model})` : "";
  const subject = options.subject ?? WRITTEN_BY_AI;
  return `${subject}${model} from ${from}. Check it before relying on it: a person decides, not the AI.`;
}

export function AiNotice({ from, model, subject }: { from: string; model?: string | null; subject?: string }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" data-testid="ai-notice">
      <IconSparkles size={14} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="xs" c="dimmed">
        {aiNoticeText(from, { model, subject })}
      </Text>
    </Group>
  );
}
