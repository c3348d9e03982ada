// The chat about one candidate on the report page: a manager asks, each answer shows the passages it rests on as
// chips (opening the quote, and the report section where there is one) and takes a thumbs up or down with a comment.
// Enter sends, Shift+Enter starts a new line; a question that could not be answered stays in its box with the reason.
import "@mantine/core/styles/Blockquote.layer.css";
import {
  ActionIcon,
  Anchor,
  Badge,
  Blockquote,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Textarea,
} from "@mantine/core";
import { IconSend, IconThumbDown, IconThumbUp } from "@tabler/icons-react";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { possessive } from "~domain/text";
import { useActionResult } from "~/ui/action";
import { AiNotice, WRITTEN_BY_AI } from "./AiNotice";
import { citationHref, type AiActionResult, type ChatJson, type ChatMessageJson, type CitationJson } from "./model";

const MESSAGE_MAX = 2000;

export function ChatPanel({ surveyResultId, chat }: { surveyResultId: number; chat: ChatJson }) {
  const action = `/survey-results/${surveyResultId}/ai`;
  const send = useFetcher<AiActionResult>({ key: `chat-send-${surveyResultId}` });
  const [draft, setDraft] = useState("");
  const fields = useActionResult(send.data, { onSuccess: () => setDraft("") });
  const busy = send.state !== "idle";
  const pending = busy ? String(send.formData?.get("message") ?? "") : null;
  // The conversation scrolls within its own box to the newest message (never the page: opening a report with an
  // earlier chat must not jump down to it).
  const log = useRef<HTMLDivElement>(null);
  const count = chat.messages.length;
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [count, pending]);

  const ask = (message: string) => {
    if (!message.trim() || busy) return;
    send.submit({ intent: "chat-send", message }, { method: "post", action });
  };
  const who = chat.first_name || "this candidate";
  const error = busy ? undefined : fields.error("message");

  return (
    <Stack gap="sm">
      {chat.ai ? (
        <AiNotice
          from={`${possessive(who)} report, resume and written answers only`}
          subject="Each answer is written by AI"
        />
      ) : (
        <Text size="xs" c="dimmed" data-testid="chat-without-ai">
          Answers are generated without AI: they quote the passages of the report, the resume and the written answers
          that answer your question, or say that none does.
        </Text>
      )}
      <Stack
        ref={log}
        gap="xs"
        role="log"
        aria-live="polite"
        aria-label="Conversation"
        mah={480}
        style={{ overflowY: "auto" }}
      >
        {count === 0 && !pending ? (
          <Stack gap={6}>
            <Text size="sm" c="dimmed">
              No questions yet. Ask anything about {who}&apos;s report or application, for example:
            </Text>
            <Group gap={6} className="no-print">
              {[
                `How does ${who} handle stress?`,
                `Is ${who} a good fit for the role?`,
                `Does ${who} work well in a team?`,
              ].map((example) => (
                <Button key={example} size="compact-xs" variant="light" onClick={() => setDraft(example)}>
                  {example}
                </Button>
              ))}
            </Group>
          </Stack>
        ) : null}
        {chat.messages.map((message) =>
          message.role === "user" ? (
            <Question key={message.id} text={message.content} />
          ) : (
            <Answer key={message.id} message={message} action={action} />
          ),
        )}
        {pending ? (
          <>
            <Question text={pending} />
            <Group gap="xs" role="status">
              <Loader size="xs" aria-hidden />
              <Text size="sm" c="dimmed">
                Looking through {who}&apos;s report and answers…
              </Text>
            </Group>
          </>
        ) : null}
      </Stack>
      <form
        className="no-print"
        onSubmit={(e) => {
          e.preventDefault();
          ask(draft);
        }}
      >
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <Textarea
            label={`Ask about ${who}`}
            name="message"
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault();
                ask(draft);
              }
            }}
            error={error}
            description="Enter sends; Shift+Enter starts a new line."
            autosize
            minRows={1}
            maxRows={6}
            maxLength={MESSAGE_MAX}
            style={{ flex: 1, minWidth: 0 }}
          />
          <ActionIcon
            type="submit"
            size="lg"
            aria-label="Send question"
            loading={busy}
            disabled={!draft.trim()}
            mb={error ? 22 : 0}
          >
            <IconSend size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </form>
    </Stack>
  );
}

function Question({ text }: { text: string }) {
  return (
    <Paper p="xs" radius="md" bg="var(--mantine-primary-color-light)" ml="auto" maw="85%" data-testid="chat-question">
      <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
        {text}
      </Text>
    </Paper>
  );
}

function Answer({ message, action }: { message: ChatMessageJson; action: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const shown: CitationJson | undefined = open === null ? undefined : message.citations[open];
  const href = shown ? citationHref(shown) : null;
  return (
    <Paper withBorder p="xs" radius="md" maw="95%" data-testid="chat-answer">
      <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
        {message.content}
      </Text>
      {message.citations.length ? (
        <Group gap={4} mt={6} wrap="wrap" role="group" aria-label="Sources">
          {message.citations.map((citation, i) => (
            <Button
              key={`${citation.kind}:${citation.ref}`}
              size="compact-xs"
              variant={open === i ? "filled" : "light"}
              color="gray"
              aria-expanded={open === i}
              onClick={() => setOpen(open === i ? null : i)}
              data-testid="chat-citation"
            >
              {citation.label}
            </Button>
          ))}
        </Group>
      ) : null}
      {shown ? (
        <Blockquote p="xs" mt={6} fz="sm">
          {shown.quote}
          {href ? (
            <Anchor href={href} size="xs" display="block" mt={4}>
              Show in the report
            </Anchor>
          ) : null}
        </Blockquote>
      ) : null}
      <Group justify="space-between" mt={6} gap="xs" wrap="wrap">
        {message.label ? (
          <Badge size="xs" variant="light" color="gray">
            {message.label}
          </Badge>
        ) : message.source === "ai" ? (
          <Badge size="xs" variant="light" data-testid="chat-answer-ai">
            {WRITTEN_BY_AI}
            {message.model ? ` (${message.model})` : ""}
          </Badge>
        ) : (
          <span />
        )}
        <Feedback message={message} action={action} />
      </Group>
    </Paper>
  );
}

function Feedback({ message, action }: { message: ChatMessageJson; action: string }) {
  const rate = useFetcher<AiActionResult>({ key: `chat-feedback-${message.id}` });
  const [commenting, setCommenting] = useState(false);
  const [comment, setComment] = useState(message.feedback?.comment ?? "");
  // The comment box stays open after a thumb (to add a comment) and closes once the comment is saved.
  const savingComment = useRef(false);
  const fields = useActionResult(rate.data, {
    onSuccess: () => {
      if (savingComment.current) setCommenting(false);
      savingComment.current = false;
    },
  });
  // While a rating is on its way, show it as given.
  const pendingRating = rate.formData?.get("rating");
  const rating = typeof pendingRating === "string" ? pendingRating : message.feedback?.rating;
  const submit = (value: "up" | "down", withComment: string) =>
    rate.submit(
      { intent: "chat-feedback", messageId: String(message.id), rating: value, comment: withComment },
      { method: "post", action },
    );

  return (
    <Stack gap={4} className="no-print" style={{ flexBasis: commenting ? "100%" : undefined }}>
      <Group gap={4} justify="flex-end">
        <ActionIcon
          variant={rating === "up" ? "filled" : "subtle"}
          color="teal"
          size="sm"
          aria-label="Helpful answer"
          aria-pressed={rating === "up"}
          onClick={() => {
            submit("up", comment);
            setCommenting(true);
          }}
        >
          <IconThumbUp size={14} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant={rating === "down" ? "filled" : "subtle"}
          color="red"
          size="sm"
          aria-label="Unhelpful answer"
          aria-pressed={rating === "down"}
          onClick={() => {
            submit("down", comment);
            setCommenting(true);
          }}
        >
          <IconThumbDown size={14} aria-hidden />
        </ActionIcon>
      </Group>
      {commenting && rating ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            savingComment.current = true;
            submit(rating as "up" | "down", comment);
          }}
        >
          <Stack gap={4}>
            <Textarea
              label="Comment (optional)"
              value={comment}
              onChange={(e) => setComment(e.currentTarget.value)}
              error={fields.error("comment")}
              autosize
              minRows={1}
              maxLength={1000}
              size="xs"
            />
            <Group gap={4} justify="flex-end">
              <Button size="compact-xs" variant="default" onClick={() => setCommenting(false)}>
                Close
              </Button>
              <Button size="compact-xs" type="submit" loading={rate.state !== "idle"}>
                Save comment
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}
