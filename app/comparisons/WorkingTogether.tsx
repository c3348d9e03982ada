// "Working together": for each pair of people, the traits where their levels differ most — what each brings, where
// they may misread each other, and what they can agree on — with a way into the conflict tool for the pair.
import "@mantine/core/styles/Accordion.layer.css";
import { Accordion, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "@remix-run/react";
import { useState } from "react";
import brand from "~brand";
import classes from "./compare.module.css";
import { conflictHref, ordinal, type ComparisonJson } from "./model";

type Pair = ComparisonJson["guidance"][number];

/** How many pairs show before "Show all": a team of twelve has 66. */
export const PAIRS_SHOWN = 10;

const pairKey = (pair: Pair) => `${pair.people[0].id}-${pair.people[1].id}`;

function PairGuidance({ pair }: { pair: Pair }) {
  const [a, b] = pair.people;
  if (pair.items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {a.name} and {b.name} sit at the same level on every trait: nothing stands out that they would need to work
        around.
      </Text>
    );
  return (
    <Stack gap="md">
      {pair.items.map((item) => (
        <section key={item.scale} aria-label={`${item.name}: ${a.name} and ${b.name}`} data-testid="pair-item">
          <Group gap={6} mb={4} wrap="wrap">
            <Text fw={600} size="sm">
              {item.name}
            </Text>
            <Badge variant="light" size="sm" tt="none">
              {item.lower.name} {ordinal(item.lower.percentile)} · {item.higher.name} {ordinal(item.higher.percentile)}
            </Badge>
          </Group>
          <Stack gap={4}>
            <Text size="sm">{item.lowerBrings}</Text>
            <Text size="sm">{item.higherBrings}</Text>
            <Text size="sm">
              <Text span fw={600} size="sm">
                Where you may misread each other:{" "}
              </Text>
              {item.misreads}
            </Text>
            <Text size="sm" fw={600}>
              Agree on
            </Text>
            <ul className={classes.plainList}>
              {item.agreements.map((agreement) => (
                <li key={agreement}>
                  <Text size="sm">{agreement}</Text>
                </li>
              ))}
            </ul>
          </Stack>
        </section>
      ))}
    </Stack>
  );
}

/** `linked`: with the way on to the conflict tool for each pair (not on a shared link, whose reader has no tool). */
export function WorkingTogether({ comparison, linked = true }: { comparison: ComparisonJson; linked?: boolean }) {
  const [all, setAll] = useState(false);
  const pairs = all ? comparison.guidance : comparison.guidance.slice(0, PAIRS_SHOWN);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="compare-together">
      <Title order={2} size="h4" id="compare-together" mb={4}>
        Working together
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        For each pair, the traits where their levels differ most: what each brings, where they may misread each other,
        and what they can agree on.
      </Text>
      <Accordion multiple defaultValue={pairs.length ? [pairKey(pairs[0])] : []} variant="separated">
        {pairs.map((pair) => {
          const [a, b] = pair.people;
          return (
            <Accordion.Item key={pairKey(pair)} value={pairKey(pair)} data-testid="pair">
              <Accordion.Control>
                <Text fw={600} size="sm" component="span">
                  {a.name} and {b.name}
                </Text>
                <Text size="xs" c="dimmed" component="span" ml={8}>
                  {pair.items.length === 1 ? "1 trait" : `${pair.items.length} traits`}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <PairGuidance pair={pair} />
                {linked && brand.features.conflictTool ? (
                  <Anchor component={Link} to={conflictHref({ a: a.id, b: b.id })} size="sm" mt="md" display="block">
                    Open the conflict tool for {a.name} and {b.name}
                  </Anchor>
                ) : null}
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
      {comparison.guidance.length > PAIRS_SHOWN ? (
        <Group mt="sm">
          <Button variant="subtle" size="compact-sm" onClick={() => setAll((v) => !v)} aria-expanded={all}>
            {all ? `Show the first ${PAIRS_SHOWN} pairs` : `Show all ${comparison.guidance.length} pairs`}
          </Button>
        </Group>
      ) : null}
    </Card>
  );
}
