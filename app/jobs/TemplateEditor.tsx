import "@mantine/core/styles/Switch.layer.css";
import {
  ActionIcon,
  Button,
  Group,
  Modal,
  NativeSelect,
  Paper,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from "@tabler/icons-react";
import type { FetcherWithComponents } from "@remix-run/react";
import { useState } from "react";
import { actionFields, type ActionResult } from "~/ui/action";
import { QUESTION_TYPE_LABELS, QUESTION_TYPES, type NamedOption, type QuestionType, type TemplateJson } from "./model";

interface DraftQuestion {
  /** Local key for React; `id` is the stored question's id (kept so its answers stay attached). */
  key: string;
  id?: string;
  type: QuestionType;
  label: string;
  help: string;
  required: boolean;
  /** One choice per line. */
  options: string;
}

let nextKey = 0;
const newKey = () => `new-${nextKey++}`;
const blank = (): DraftQuestion => ({
  key: newKey(),
  type: "short_text",
  label: "",
  help: "",
  required: false,
  options: "",
});
const isChoice = (type: QuestionType) => type === "single_choice" || type === "multiple_choice";

/** The template the editor sends (the body of POST/PUT /job-application-templates). */
function payload(name: string, description: string, companyId: string, questions: DraftQuestion[]) {
  return {
    name,
    description: description || null,
    company_id: companyId ? Number(companyId) : null,
    questions: questions.map((q) => ({
      ...(q.id && { id: q.id }),
      type: q.type,
      label: q.label,
      help: q.help || null,
      required: q.required,
      options: isChoice(q.type)
        ? q.options
            .split("\n")
            .map((o) => o.trim())
            .filter(Boolean)
        : [],
    })),
  };
}

/** Creates or edits an application template: its name, whose it is, and its questions in order. */
export function TemplateEditor({
  template,
  opened,
  onClose,
  companies,
  fetcher,
  staleResultId,
}: {
  template: TemplateJson | null;
  opened: boolean;
  onClose: () => void;
  companies: NamedOption[];
  fetcher: FetcherWithComponents<ActionResult<unknown>>;
  /** The result id that was there when the editor opened (its errors belong to an earlier attempt). */
  staleResultId: string | null;
}) {
  const mobile = useMediaQuery("(max-width: 48em)");
  const [name, setName] = useState(template?.name ?? "");
  const [description, setDescription] = useState(template?.description ?? "");
  const [companyId, setCompanyId] = useState(template?.company_id ? String(template.company_id) : "");
  const [questions, setQuestions] = useState<DraftQuestion[]>(
    template
      ? template.questions.map((q) => ({ ...q, key: q.id, help: q.help ?? "", options: q.options.join("\n") }))
      : [blank()],
  );
  const { errors } = actionFields(fetcher.data?.id !== staleResultId ? fetcher.data : undefined);
  const update = (key: string, changes: Partial<DraftQuestion>) =>
    setQuestions((qs) => qs.map((q) => (q.key === key ? { ...q, ...changes } : q)));
  const move = (index: number, by: number) =>
    setQuestions((qs) => {
      const next = [...qs];
      const [q] = next.splice(index, 1);
      next.splice(index + by, 0, q);
      return next;
    });

  const save = () =>
    fetcher.submit(
      { intent: "save", templateId: template?.id ?? null, template: payload(name, description, companyId, questions) },
      { method: "post", encType: "application/json" },
    );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={template ? `Edit ${template.name}` : "New application template"}
      size="xl"
      fullScreen={mobile}
    >
      <Stack gap="md">
        <TextInput
          label="Name"
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
        />
        <Textarea
          label="Description (optional)"
          autosize
          minRows={2}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          error={errors.description}
        />
        <NativeSelect
          label="For"
          description="A template for every company, or one company's own."
          value={companyId}
          onChange={(e) => setCompanyId(e.currentTarget.value)}
          data={[
            { value: "", label: "Every company" },
            ...companies.map((c) => ({ value: String(c.id), label: c.name })),
          ]}
          error={errors.company_id}
        />
        <Text fw={600}>Questions</Text>
        {questions.length === 0 ? (
          <Text size="sm" c="dimmed">
            No questions: applicants send only their details and resume.
          </Text>
        ) : null}
        {questions.map((q, i) => {
          const n = i + 1;
          const err = (field: string) => errors[`questions.${i}.${field}`];
          return (
            <Paper key={q.key} withBorder p="sm" radius="sm" component="fieldset" aria-label={`Question ${n}`}>
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm" fw={600} component="legend">
                    Question {n}
                  </Text>
                  <Group gap={4}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`Move question ${n} up`}
                      disabled={i === 0}
                      onClick={() => move(i, -1)}
                    >
                      <IconArrowUp size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`Move question ${n} down`}
                      disabled={i === questions.length - 1}
                      onClick={() => move(i, 1)}
                    >
                      <IconArrowDown size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove question ${n}`}
                      onClick={() => setQuestions((qs) => qs.filter((x) => x.key !== q.key))}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
                <NativeSelect
                  label={`Question ${n} type`}
                  value={q.type}
                  onChange={(e) => update(q.key, { type: e.currentTarget.value as QuestionType })}
                  data={QUESTION_TYPES.map((t) => ({ value: t, label: QUESTION_TYPE_LABELS[t] }))}
                  error={err("type")}
                />
                <TextInput
                  label={`Question ${n} text`}
                  required
                  value={q.label}
                  onChange={(e) => update(q.key, { label: e.currentTarget.value })}
                  error={err("label")}
                />
                <TextInput
                  label={`Question ${n} hint (optional)`}
                  value={q.help}
                  onChange={(e) => update(q.key, { help: e.currentTarget.value })}
                  error={err("help")}
                />
                {isChoice(q.type) ? (
                  <Textarea
                    label={`Question ${n} choices`}
                    description="One per line, at least two."
                    autosize
                    minRows={2}
                    value={q.options}
                    onChange={(e) => update(q.key, { options: e.currentTarget.value })}
                    error={err("options")}
                  />
                ) : null}
                <Switch
                  label={`Question ${n} is required`}
                  checked={q.required}
                  onChange={(e) => update(q.key, { required: e.currentTarget.checked })}
                />
              </Stack>
            </Paper>
          );
        })}
        {errors.questions ? (
          <Text size="sm" c="red">
            {errors.questions}
          </Text>
        ) : null}
        <Group justify="space-between">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setQuestions((qs) => [...qs, blank()])}
          >
            Add question
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={save} loading={fetcher.state !== "idle"}>
              Save template
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
