import "@mantine/core/styles/Table.layer.css";
// The team's spread on each domain as a chart — a 0–100 track per domain with the low and high levels shaded, the
// range from lowest to highest, the middle half as a box, the median marked and each person a dot — and the same
// figures as a table for screen readers and anyone who prefers numbers.
import { Button, Collapse, Table, Text } from "@mantine/core";
import { IconTable } from "@tabler/icons-react";
import { useId, useState } from "react";
import type { TeamBalanceJson } from "./model";
import classes from "./teams.module.css";

type DomainBalance = TeamBalanceJson["domains"][number];

/** Dots closer than this (percentile points) go on separate lanes, so nobody hides behind someone else. */
const CLOSE = 3;
const MAX_LANES = 4;

/** A lane per dot: the lowest lane whose last dot is far enough to the left. */
function lanes(percentiles: readonly number[]): { lane: number[]; count: number } {
  const last: number[] = [];
  const lane = percentiles.map((p) => {
    let i = last.findIndex((q) => p - q >= CLOSE);
    if (i === -1) i = last.length < MAX_LANES ? last.length : last.indexOf(Math.min(...last));
    last[i] = p;
    return i;
  });
  return { lane, count: Math.max(1, last.length) };
}

const names = (list: readonly { name: string }[]) => list.map((m) => m.name).join(", ");

function summary(d: DomainBalance): string {
  if (!d.spread) return `${d.name}: no finished assessments yet.`;
  const s = d.spread;
  return `${d.name}: lowest ${s.min}, median ${s.median}, highest ${s.max}; middle half from ${s.q1} to ${s.q3}.`;
}

export interface TriedPerson {
  name: string;
  percentiles: Record<string, number>;
}

function DomainRow({ domain, tried }: { domain: DomainBalance; tried: TriedPerson | null }) {
  const s = domain.spread;
  const { lane, count } = lanes(domain.members.map((m) => m.percentile));
  const top = (i: number) => `calc(50% - 5px + ${(i - (count - 1) / 2) * 8}px)`;
  const triedAt = tried?.percentiles[domain.domain];
  return (
    <div className={classes.row} data-testid="spread-row" data-domain={domain.domain}>
      <div>
        <Text size="sm" fw={600}>
          {domain.name}
        </Text>
        <Text size="xs" c="dimmed">
          {s ? `Median ${s.median} · ${s.min}–${s.max}` : "No finished assessments"}
        </Text>
      </div>
      <div>
        <div className={classes.track} style={{ ["--lanes" as string]: count }} aria-hidden>
          {s ? (
            <>
              <span className={classes.range} style={{ left: `${s.min}%`, width: `${s.max - s.min}%` }} />
              <span className={classes.box} style={{ left: `${s.q1}%`, width: `${s.q3 - s.q1}%` }} />
              <span className={classes.median} style={{ left: `${s.median}%` }} />
            </>
          ) : null}
          {domain.members.map((m, i) => (
            <span
              key={m.id}
              className={classes.dot}
              style={{ left: `${m.percentile}%`, top: top(lane[i]) }}
              title={`${m.name}: ${m.percentile}`}
            />
          ))}
          {triedAt !== undefined ? (
            <span
              className={`${classes.dot} ${classes.tried}`}
              style={{ left: `${triedAt}%`, top: "calc(50% - 7px)" }}
              title={`${tried!.name}: ${triedAt}`}
              data-testid="tried-dot"
            />
          ) : null}
        </div>
        <div className={classes.ends} aria-hidden>
          <span>← {domain.poles.low}</span>
          <span>{domain.poles.high} →</span>
        </div>
      </div>
    </div>
  );
}

export function SpreadChart({ balance, tried }: { balance: TeamBalanceJson; tried: TriedPerson | null }) {
  const [table, setTable] = useState(false);
  const tableId = useId();
  return (
    <div>
      <div
        className={classes.chart}
        role="img"
        aria-label={`The team's spread on each domain. ${balance.domains.map(summary).join(" ")}`}
      >
        {balance.domains.map((d) => (
          <DomainRow key={d.domain} domain={d} tried={tried} />
        ))}
      </div>
      <div className={classes.legend} style={{ marginTop: 12 }}>
        <span>
          <span className={`${classes.dot} ${classes.swatch}`} style={{ position: "static", marginLeft: 0 }} /> a person
        </span>
        {tried ? (
          <span>
            <span
              className={`${classes.dot} ${classes.tried} ${classes.swatch}`}
              style={{ position: "static", marginLeft: 0 }}
            />{" "}
            {tried.name}
          </span>
        ) : null}
        <span>box: the middle half · bar: the median · shaded: the low (below 35) and high (above 65) levels</span>
      </div>
      <Button
        mt="sm"
        size="xs"
        variant="subtle"
        leftSection={<IconTable size={14} aria-hidden />}
        onClick={() => setTable((open) => !open)}
        aria-expanded={table}
        aria-controls={tableId}
      >
        {table ? "Hide the table" : "Show as a table"}
      </Button>
      <Collapse in={table} id={tableId}>
        <div
          className={classes.scroll}
          tabIndex={0}
          role="region"
          aria-label="The team's percentiles on each domain (scrolls sideways)"
        >
          <Table mt="xs" striped withTableBorder fz="sm" miw={640}>
            <Table.Caption>The team's percentiles on each domain</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Domain</Table.Th>
                <Table.Th scope="col">Lowest</Table.Th>
                <Table.Th scope="col">Lower quartile</Table.Th>
                <Table.Th scope="col">Median</Table.Th>
                <Table.Th scope="col">Upper quartile</Table.Th>
                <Table.Th scope="col">Highest</Table.Th>
                <Table.Th scope="col">Each person</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {balance.domains.map((d) => (
                <Table.Tr key={d.domain}>
                  <Table.Th scope="row">{d.name}</Table.Th>
                  <Table.Td>{d.spread?.min ?? "–"}</Table.Td>
                  <Table.Td>{d.spread?.q1 ?? "–"}</Table.Td>
                  <Table.Td>{d.spread?.median ?? "–"}</Table.Td>
                  <Table.Td>{d.spread?.q3 ?? "–"}</Table.Td>
                  <Table.Td>{d.spread?.max ?? "–"}</Table.Td>
                  <Table.Td>
                    {d.members.length ? names(d.members.map((m) => ({ name: `${m.name} ${m.percentile}` }))) : "–"}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      </Collapse>
    </div>
  );
}
