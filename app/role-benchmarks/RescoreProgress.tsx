import { Group, Progress, Text } from "@mantine/core";
import { useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { rescoreBusy, rescoreText, type BenchmarkJson } from "./model";

/**
 * A benchmark's re-scoring progress (the background job's): a bar and a sentence, announced politely. While any
 * shown benchmark is being re-scored, the page reloads its data every second so the bar moves.
 */
export function RescoreProgress({ benchmark, compact = false }: { benchmark: BenchmarkJson; compact?: boolean }) {
  const busy = rescoreBusy(benchmark);
  const { done, total } = benchmark.rescore;
  const value = busy ? (total ? Math.round((100 * done) / total) : 0) : 100;
  return (
    <div data-testid="rescore-progress" data-state={busy ? "busy" : benchmark.rescore.state}>
      {compact ? null : (
        <Group justify="space-between" mb={4}>
          <Text size="xs" c="dimmed">
            Fit scores
          </Text>
        </Group>
      )}
      <Progress
        value={value}
        size="sm"
        color={benchmark.rescore.state === "failed" ? "red" : busy ? "blue" : "teal"}
        animated={busy}
        aria-label={`Re-scoring of ${benchmark.name}`}
      />
      <Text size="xs" c="dimmed" mt={2} role="status" aria-live="polite">
        {rescoreText(benchmark)}
      </Text>
    </div>
  );
}

/** Revalidates the page's data every `ms` while `busy`: how re-scoring progress reaches the page. */
export function usePollWhile(busy: boolean, ms = 1000) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") revalidator.revalidate();
    }, ms);
    return () => clearInterval(timer);
  }, [busy, ms, revalidator]);
}
