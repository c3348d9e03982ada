// The hiring brand's AI sections of the report page: the analysis with its interview questions, and the chat.
import { Alert, Card, Title } from "@mantine/core";
import { AnalysisPanel } from "./AnalysisPanel";
import { ChatPanel } from "./ChatPanel";
import type { AiPanelsData, PageBenchmark } from "./model";

export function AiPanels({
  ai,
  surveyResultId,
  firstName,
  submitted,
  benchmark,
  className,
}: {
  /** Null for a brand without the AI features: nothing is shown. */
  ai: AiPanelsData | null;
  surveyResultId: number;
  firstName: string;
  submitted: boolean;
  /** The benchmark the whole report page uses (its fit section chose it). */
  benchmark: PageBenchmark | null;
  className?: string;
}) {
  if (!ai) return null;
  return (
    <>
      <Card withBorder padding="lg" className={className} component="section" aria-labelledby="analysis">
        <Title order={2} size="h4" id="analysis" mb="sm">
          Analysis and interview questions
        </Title>
        {ai.error ? (
          <Alert color="red" role="alert">
            {ai.error}
          </Alert>
        ) : (
          <AnalysisPanel
            surveyResultId={surveyResultId}
            firstName={firstName}
            analysis={ai.analysis}
            submitted={submitted}
            benchmark={benchmark}
          />
        )}
      </Card>
      <Card
        withBorder
        padding="lg"
        className={`${className ?? ""} no-print`}
        component="section"
        aria-labelledby="chat"
      >
        <Title order={2} size="h4" id="chat" mb="sm">
          Chat about {firstName}
        </Title>
        {ai.chat ? (
          <ChatPanel surveyResultId={surveyResultId} chat={ai.chat} />
        ) : (
          <Alert color="red" role="alert">
            {ai.error}
          </Alert>
        )}
      </Card>
    </>
  );
}
