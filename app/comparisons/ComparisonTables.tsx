// The comparison side by side: the five domains as the summary, then every scale by how far apart the people are.
// Each table scrolls sideways inside its card on a tablet, the scale's name staying in view and a shadow at the edge
// saying there is more; on a phone each trait's row stacks into a list of the people (compare.module.css), so however
// many people are compared, all of them are read top to bottom and nothing sits off-screen.
import { Anchor, Badge, Button, Card, Group, Text, Title, VisuallyHidden } from "@mantine/core";
import { Link } from "@remix-run/react";
import { useState } from "react";
import { ScoreBandBadge } from "~/ui/ScoreBandBadge";
import { possessive } from "~domain/text";
import classes from "./compare.module.css";
import { fullName, type ComparisonJson } from "./model";

/** How many differences show before "Show all". */
export const DIFFERENCES_SHOWN = 10;

type Scale = ComparisonJson["scales"][number];

function Percentile({ value }: { value: number }) {
  return (
    <div className={classes.cell}>
      <ScoreBandBadge value={value} size="md" />
      <div className={classes.bar} aria-hidden>
        <div className={classes.barFill} style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}

/** The people as column heads: links to their reports, or plain names where the reader has no reports (a shared link). */
function PeopleHead({ people, linked }: { people: ComparisonJson["people"]; linked: boolean }) {
  return (
    <>
      {people.map((p) => (
        <th key={p.id} scope="col" data-person={p.id}>
          {linked ? (
            <Anchor
              component={Link}
              to={`/survey-results/${p.id}`}
              size="sm"
              fw={600}
              title={`${possessive(fullName(p))} report`}
            >
              {p.name}
            </Anchor>
          ) : (
            <Text size="sm" fw={600} component="span">
              {p.name}
            </Text>
          )}
        </th>
      ))}
    </>
  );
}

function ScaleTable({
  label,
  people,
  scales,
  withSpread,
  testId,
  linked,
}: {
  label: string;
  people: ComparisonJson["people"];
  scales: Scale[];
  withSpread: boolean;
  testId: string;
  linked: boolean;
}) {
  const names = new Map(people.map((p) => [p.id, p.name]));
  return (
    <div className={classes.scroll} tabIndex={0} role="region" aria-label={`${label} (scrolls sideways)`}>
      <table className={classes.table} aria-label={label} data-testid={testId}>
        <thead>
          <tr>
            <th scope="col" className={classes.scale}>
              Trait
            </th>
            {withSpread ? <th scope="col">Spread</th> : null}
            <PeopleHead people={people} linked={linked} />
          </tr>
        </thead>
        <tbody>
          {scales.map((s) => (
            <tr key={s.scale} data-testid="scale-row" data-scale={s.scale}>
              <th scope="row" className={classes.scale}>
                {s.name}
                {withSpread ? (
                  <Text size="xs" c="dimmed" fw={400}>
                    {s.kind === "domain" ? "Domain" : "Facet"}
                  </Text>
                ) : null}
              </th>
              {withSpread ? (
                <td className={classes.spread}>
                  <span className={classes.cellName} aria-hidden>
                    Spread
                  </span>
                  <Badge variant="light" size="lg" data-testid="spread" data-spread={s.spread}>
                    <VisuallyHidden>Spread </VisuallyHidden>
                    {s.spread}
                  </Badge>
                </td>
              ) : null}
              {s.percentiles.map((p) => (
                <td key={p.id} data-person={p.id} data-percentile={p.percentile} className={classes.personCell}>
                  {/* The column's head, shown in the cell where the rows stack (a phone); screen readers have the head. */}
                  <span className={classes.cellName} aria-hidden data-testid="cell-name">
                    {names.get(p.id)}
                  </span>
                  <Percentile value={p.percentile} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ComparisonTables({ comparison, linked = true }: { comparison: ComparisonJson; linked?: boolean }) {
  const [all, setAll] = useState(false);
  const order = ["N", "E", "O", "A", "C"];
  const domains = comparison.scales
    .filter((s) => s.kind === "domain")
    .sort((a, b) => order.indexOf(a.scale) - order.indexOf(b.scale));
  const differences = all ? comparison.scales : comparison.scales.slice(0, DIFFERENCES_SHOWN);
  return (
    <>
      <Card withBorder padding="lg" component="section" aria-labelledby="compare-domains">
        <Title order={2} size="h4" id="compare-domains" mb={4}>
          The five domains
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          Percentiles against the norm group: 50 is the middle; below 35 is low, above 65 high.
        </Text>
        <ScaleTable
          label="The five domains, person by person"
          people={comparison.people}
          linked={linked}
          scales={domains}
          withSpread={false}
          testId="domains-table"
        />
      </Card>

      <Card withBorder padding="lg" component="section" aria-labelledby="compare-differences">
        <Title order={2} size="h4" id="compare-differences" mb={4}>
          Largest differences
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          Every domain and facet, the widest spread (highest minus lowest percentile) first.
        </Text>
        <ScaleTable
          label="Largest differences, widest spread first"
          people={comparison.people}
          linked={linked}
          scales={differences}
          withSpread
          testId="differences-table"
        />
        {comparison.scales.length > DIFFERENCES_SHOWN ? (
          <Group mt="sm">
            <Button variant="subtle" size="compact-sm" onClick={() => setAll((v) => !v)} aria-expanded={all}>
              {all ? `Show the first ${DIFFERENCES_SHOWN}` : `Show all ${comparison.scales.length} traits`}
            </Button>
          </Group>
        ) : null}
      </Card>
    </>
  );
}
