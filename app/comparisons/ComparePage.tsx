// The comparison page (/compare?ids=1&ids=2…): choose two to twenty people (a longer link in parts), see them side by side with the largest
// differences first, and how each pair can work well together; download it as a PDF.
import { Alert, Anchor, Badge, Button, Card, CloseButton, Group, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconDownload, IconInfoCircle } from "@tabler/icons-react";
import { Link, useNavigate, useNavigation } from "@remix-run/react";
import brand from "~brand";
import { ViewSharePanel } from "~/view-shares/ViewSharePanel";
import classes from "./compare.module.css";
import type { ComparePageData } from "./compare.server";
import { ComparisonTables } from "./ComparisonTables";
import { compareHref, fullName, MAX_COMPARED, MIN_COMPARED, type ChosenPerson } from "./model";
import { PeoplePicker } from "./PeoplePicker";
import { WorkingTogether } from "./WorkingTogether";

function Chip({ person, onRemove }: { person: ChosenPerson; onRemove(): void }) {
  return (
    <li className={classes.chip} data-testid="chosen-person">
      <div className={classes.chipText}>
        <Anchor component={Link} to={`/survey-results/${person.id}`} size="sm" fw={600}>
          {fullName(person)}
        </Anchor>
        <Text size="xs" c="dimmed">
          {person.role_name} · {person.company}
        </Text>
      </div>
      {person.finished ? null : (
        <Badge size="sm" variant="light" color="orange">
          Not finished
        </Badge>
      )}
      <CloseButton size="sm" onClick={onRemove} aria-label={`Remove ${fullName(person)}`} />
    </li>
  );
}

/**
 * A link with more people than one comparison holds (a large team): say so, and link each further part, so no one is
 * left out unsaid.
 */
function MoreParts({ first, rest }: { first: number[]; rest: number[][] }) {
  // A last part may repeat the person before it (a comparison needs two): count each person once.
  const total = new Set([...first, ...rest.flat()]).size;
  let to = first.length;
  return (
    <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden />} title={`${total} people in this link`}>
      <Text size="sm">
        One comparison shows at most {MAX_COMPARED} {brand.wording.people} side by side: here are the first{" "}
        {first.length}. Compare the others too:
      </Text>
      <Group gap="xs" mt="xs" wrap="wrap" component="ul" className={classes.plainList}>
        {rest.map((part) => {
          const start = Math.min(to + 1, total - part.length + 1);
          to = start + part.length - 1;
          return (
            <li key={part.join("-")}>
              <Anchor component={Link} to={compareHref(part)} size="sm">
                People {start}–{to}
              </Anchor>
            </li>
          );
        })}
      </Group>
    </Alert>
  );
}

export function ComparePage({ ids, rest, chosen, missing, comparison, problem }: ComparePageData) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const go = (next: number[]) => navigate(compareHref(next), { preventScrollReset: true });
  const busy = navigation.state === "loading" && navigation.location?.pathname === "/compare";
  const full = ids.length >= MAX_COMPARED;
  const pdfHref = `/compare.pdf?${ids.map((id) => `ids=${id}`).join("&")}`;

  return (
    <Stack gap="lg" maw={1100}>
      <div className={classes.header}>
        <div>
          <Title order={1} size="h2">
            Compare {brand.wording.people}
          </Title>
          <Text c="dimmed" size="sm">
            Up to {MAX_COMPARED} {brand.wording.people} side by side: where they differ most, and how they can work well
            together.
          </Text>
        </div>
        {comparison ? (
          <Group gap="xs" wrap="wrap">
            <Button
              component="a"
              href={pdfHref}
              download
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              Download PDF
            </Button>
            <ViewSharePanel view={{ kind: "comparison", survey_result_ids: comparison.people.map((p) => p.id) }} />
          </Group>
        ) : null}
      </div>

      <Card withBorder padding="lg" component="section" aria-labelledby="compare-people">
        <Title order={2} size="h4" id="compare-people" mb="xs">
          {brand.wording.people[0].toUpperCase() + brand.wording.people.slice(1)} ({ids.length - missing.length} of{" "}
          {MAX_COMPARED})
        </Title>
        {chosen.length ? (
          <ul className={classes.chips} aria-label="Chosen to compare">
            {chosen.map((p) => (
              <Chip key={p.id} person={p} onRemove={() => go(ids.filter((id) => id !== p.id))} />
            ))}
          </ul>
        ) : (
          <Text size="sm" c="dimmed">
            No one chosen yet. Search below, or select {brand.wording.people} in the{" "}
            <Anchor component={Link} to="/candidates" size="sm">
              {brand.wording.candidates.toLowerCase()} list
            </Anchor>{" "}
            and choose Compare.
          </Text>
        )}
        <div style={{ marginTop: "var(--mantine-spacing-md)" }}>
          <PeoplePicker
            label="Add someone"
            chosenIds={ids}
            onPick={(p) => go([...ids.filter((id) => !missing.includes(id)), p.id])}
            full={full}
            fullText={`${MAX_COMPARED} is the most one comparison holds: remove someone to add another.`}
          />
        </div>
      </Card>

      {rest.length ? <MoreParts first={ids} rest={rest} /> : null}

      {missing.length || problem?.kind === "not-found" ? (
        <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />} title="Someone could not be found">
          <Text size="sm">
            {problem?.kind === "not-found"
              ? problem.message
              : `${missing.length === 1 ? "One person" : `${missing.length} people`} in this link could not be found and ${missing.length === 1 ? "is" : "are"} left out.`}
          </Text>
          {missing.length ? (
            <Button
              mt="xs"
              size="compact-sm"
              variant="light"
              color="orange"
              onClick={() => go(ids.filter((id) => !missing.includes(id)))}
            >
              Remove them
            </Button>
          ) : null}
        </Alert>
      ) : null}
      {problem?.kind === "unfinished" ? (
        <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />} title="Not everyone has finished">
          <Text size="sm">{problem.message} Remove them to compare the others.</Text>
        </Alert>
      ) : null}

      {comparison ? (
        <div style={{ opacity: busy ? 0.6 : 1 }} aria-busy={busy}>
          <Stack gap="lg">
            <ComparisonTables comparison={comparison} />
            <WorkingTogether comparison={comparison} />
          </Stack>
        </div>
      ) : !problem && ids.length - missing.length < MIN_COMPARED ? (
        <Card withBorder padding="lg" data-testid="compare-empty">
          <Text size="sm">
            Choose at least {MIN_COMPARED} {brand.wording.people} to see them side by side.
          </Text>
        </Card>
      ) : null}
    </Stack>
  );
}
