import { Badge, Button, Group, Paper, Stack, Textarea } from "@mantine/core";
import { IconSparkles } from "@tabler/icons-react";
import { useFetcher } from "@remix-run/react";
import { useState, type RefObject } from "react";
import { useActionResult, type ActionResult } from "~/ui/action";
import type { GeneratedText, JobJson } from "./model";

/**
 * The job's description, which "Write the description" fills through the AI port (or its template generator,
 * labelled so) from the whole form's fields and the notes for the writer.
 */
export function JobDescriptionField({
  job,
  errors,
  formRef,
}: {
  job: JobJson | null;
  errors: Record<string, string>;
  /** The job form, whose fields the writer is given. */
  formRef: RefObject<HTMLFormElement | null>;
}) {
  const [description, setDescription] = useState(job?.description ?? "");
  const [generatedLabel, setGeneratedLabel] = useState<string | null>(null);
  const generator = useFetcher<ActionResult<GeneratedText | undefined>>({ key: "job-generate" });

  useActionResult(generator.data, {
    onSuccess: ({ data: generated }) => {
      if (!generated) return;
      setDescription(generated.text);
      setGeneratedLabel(generated.label ?? `written by ${generated.model ?? "AI"}`);
    },
  });

  const generate = () => {
    if (!formRef.current) return;
    const data = new FormData(formRef.current);
    data.set("intent", "generate");
    generator.submit(data, { method: "post" });
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Textarea
          name="description"
          label="Description"
          description="What candidates read on the job's page. Required to publish."
          autosize
          minRows={8}
          maxRows={30}
          value={description}
          onChange={(e) => {
            setDescription(e.currentTarget.value);
            setGeneratedLabel(null);
          }}
          error={errors.description}
        />
        <Textarea
          name="notes"
          label="Notes for the writer (optional)"
          description="Must-haves, benefits, tone: used only when writing the description."
          autosize
          minRows={2}
        />
        <Group justify="space-between">
          {generatedLabel ? (
            <Badge variant="light" color="gray">
              {generatedLabel}
            </Badge>
          ) : (
            <span />
          )}
          <Button
            variant="light"
            leftSection={<IconSparkles size={16} aria-hidden />}
            loading={generator.state !== "idle"}
            onClick={generate}
          >
            Write the description
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
