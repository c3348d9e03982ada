// The resume analysis of one application: what the resume says (experience, skills, education), how it meets the
// job's requirements with the passage each verdict rests on, and the reader's thumbs up or down.
import { Alert, Badge, Button, Group, List, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import { IconThumbDown, IconThumbUp } from "@tabler/icons-react";
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useActionResult } from "~/ui/action";
import { dateTime } from "~/survey-results/model";
import { AiNotice } from "~/chat/AiNotice";
import {
  ANALYSIS_ACTION,
  MATCH_COLORS,
  MATCH_LABELS,
  type ApplicationActionResult,
  type CandidateApplication,
  type ResumeAnalysisJson,
} from "./model";

export function ResumeAnalysisPanel({ application }: { application: CandidateApplication }) {
  const analyze = useFetcher<ApplicationActionResult>({ key: `resume-analyze-${application.id}` });
  const fields = useActionResult(analyze.data);
  // The newest analysis: the one just made, else the stored one (the page's data, refreshed after the action).
  const fresh = analyze.data?.ok ? analyze.data.data.analysis : undefined;
  const analysis = fresh && fresh.id >= (application.analysis?.id ?? 0) ? fresh : application.analysis;
  const busy = analyze.state !== "idle";
  const run = () =>
    analyze.submit(
      { intent: "resume-analyze", application_id: String(application.id) },
      { method: "post", action: ANALYSIS_ACTION },
    );

  return (
    <section aria-labelledby={`resume-analysis-${application.id}`}>
      <Group justify="space-between" gap="xs" mb={6} wrap="wrap">
        <Title order={3} size="h5" id={`resume-analysis-${application.id}`}>
          Resume analysis
        </Title>
        <Button size="xs" variant={analysis ? "default" : "filled"} onClick={run} loading={busy}>
          {analysis ? "Analyze again" : "Analyze resume"}
        </Button>
      </Group>
      {fields.error("resume") ? (
        <Alert color="red" variant="light" role="alert" mb="sm">
          {fields.error("resume")}
        </Alert>
      ) : null}
      {analysis ? (
        <AnalysisView analysis={analysis} />
      ) : (
        <Text size="sm" c="dimmed">
          {busy
            ? "Reading the resume…"
            : "Not analyzed yet. The analysis lists the experience, skills and education in the resume and checks it against the job's requirements."}
        </Text>
      )}
    </section>
  );
}

function AnalysisView({ analysis }: { analysis: ResumeAnalysisJson }) {
  const { profile, matches } = analysis;
  return (
    <Stack gap="md" data-testid="resume-analysis">
      <Group gap="xs" wrap="wrap">
        <Text size="xs" c="dimmed">
          Analyzed {dateTime(analysis.created_at)}
        </Text>
        {analysis.label ? (
          <Badge variant="outline" color="gray" size="sm">
            {analysis.label}
          </Badge>
        ) : null}
        {analysis.outdated ? (
          <Badge variant="light" color="orange" size="sm">
            The resume changed since: analyze again
          </Badge>
        ) : null}
      </Group>
      {analysis.source === "ai" ? (
        <AiNotice from="the resume and the job's requirements" model={analysis.model} />
      ) : null}

      <div>
        <Title order={4} size="h6" mb={4}>
          Job requirements
        </Title>
        {matches.length ? (
          // A list, not a table: each requirement with its verdict, the quoted passage under it (fits a phone).
          <Stack
            component="ul"
            gap="xs"
            m={0}
            p={0}
            style={{ listStyle: "none" }}
            aria-label="Job requirements and the resume's evidence"
          >
            {matches.map((m, i) => (
              <Paper key={i} component="li" withBorder radius="sm" p="xs">
                <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                  <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
                    {m.requirement}
                  </Text>
                  <Badge color={MATCH_COLORS[m.status]} variant="light" style={{ flexShrink: 0 }}>
                    {MATCH_LABELS[m.status]}
                  </Badge>
                </Group>
                {m.evidence ? (
                  <Text size="sm" c="dimmed" mt={4} style={{ overflowWrap: "anywhere" }}>
                    Evidence:{" "}
                    <Text span inherit fs="italic" component="q">
                      {m.evidence}
                    </Text>
                  </Text>
                ) : (
                  <Text size="sm" c="dimmed" mt={4}>
                    Nothing in the resume mentions it.
                  </Text>
                )}
              </Paper>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            The job's description lists no requirements to check.
          </Text>
        )}
      </div>

      <div>
        <Title order={4} size="h6" mb={4}>
          Experience
        </Title>
        {profile.experience.length ? (
          <List size="sm" spacing={4}>
            {profile.experience.map((e, i) => (
              <List.Item key={i}>
                <Text span size="sm" fw={600}>
                  {e.title || "Role"}
                </Text>
                {e.employer ? ` · ${e.employer}` : ""}
                {e.start || e.end ? (
                  <Text span size="sm" c="dimmed">
                    {" "}
                    ({[e.start, e.end].filter(Boolean).join(" – ")})
                  </Text>
                ) : null}
              </List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm" c="dimmed">
            No work experience found.
          </Text>
        )}
      </div>

      <div>
        <Title order={4} size="h6" mb={4}>
          Skills
        </Title>
        {profile.skills.length ? (
          <Group gap={6} wrap="wrap">
            {profile.skills.map((s) => (
              <Badge key={s} variant="default" tt="none">
                {s}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            No skills found.
          </Text>
        )}
      </div>

      <div>
        <Title order={4} size="h6" mb={4}>
          Education
        </Title>
        {profile.education.length ? (
          <List size="sm" spacing={4}>
            {profile.education.map((e, i) => (
              <List.Item key={i}>
                {[e.qualification, e.institution].filter(Boolean).join(", ")}
                {e.year ? ` (${e.year})` : ""}
              </List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm" c="dimmed">
            No education found.
          </Text>
        )}
      </div>

      <Feedback analysis={analysis} />
    </Stack>
  );
}

/** Thumbs up or down with an optional comment; the stored one shows again after a reload. */
function Feedback({ analysis }: { analysis: ResumeAnalysisJson }) {
  const send = useFetcher<ApplicationActionResult>({ key: `resume-feedback-${analysis.id}` });
  useActionResult(send.data);
  const saved = (send.data?.ok ? send.data.data.feedback : undefined) ?? analysis.feedback;
  const [rating, setRating] = useState<"up" | "down" | null>(saved?.rating ?? null);
  const [comment, setComment] = useState(saved?.comment ?? "");
  useEffect(() => {
    setRating(analysis.feedback?.rating ?? null);
    setComment(analysis.feedback?.comment ?? "");
  }, [analysis.id, analysis.feedback?.rating, analysis.feedback?.comment]);
  const submit = (value: "up" | "down") => {
    setRating(value);
    send.submit(
      { intent: "resume-feedback", resume_analysis_id: String(analysis.id), rating: value, comment },
      { method: "post", action: ANALYSIS_ACTION },
    );
  };
  return (
    <Paper withBorder p="sm" radius="sm">
      <Stack gap="xs">
        <Text size="sm" fw={600} id={`feedback-${analysis.id}`}>
          Was this analysis right?
        </Text>
        <Textarea
          label="Comment (optional)"
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          maxLength={2000}
          autosize
          minRows={1}
        />
        <Group gap="xs" role="group" aria-labelledby={`feedback-${analysis.id}`}>
          <Button
            size="xs"
            variant={rating === "up" ? "filled" : "default"}
            color="green"
            aria-pressed={rating === "up"}
            leftSection={<IconThumbUp size={14} aria-hidden />}
            onClick={() => submit("up")}
            loading={send.state !== "idle" && rating === "up"}
          >
            Thumbs up
          </Button>
          <Button
            size="xs"
            variant={rating === "down" ? "filled" : "default"}
            color="red"
            aria-pressed={rating === "down"}
            leftSection={<IconThumbDown size={14} aria-hidden />}
            onClick={() => submit("down")}
            loading={send.state !== "idle" && rating === "down"}
          >
            Thumbs down
          </Button>
        </Group>
        {saved ? (
          <Text size="xs" c="dimmed" data-testid="resume-feedback-saved">
            Your feedback: {saved.rating === "up" ? "thumbs up" : "thumbs down"}, saved {dateTime(saved.updated_at)}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
