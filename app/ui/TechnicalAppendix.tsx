// The technical appendix of a report: each scale's name in the product beside its IPIP-NEO-120 name and code, for
// qualified readers (a psychologist, an auditor). Closed until opened: the inventory's names read as diagnoses to
// anyone else (ARCHITECTURE.md "Responsible assessment"). A native <details>, so it opens without JavaScript; plain
// elements on its own classes, as every report's page carries it.
import { GLOSSARY_INTRO, SCALE_GLOSSARY } from "~domain/assessment/traits";
import classes from "./TechnicalAppendix.module.css";

export function TechnicalAppendix() {
  return (
    <details className={classes.details} data-testid="technical-appendix">
      <summary className={classes.summary}>Technical appendix: scale names and codes</summary>
      <p className={classes.intro}>{GLOSSARY_INTRO}</p>
      <div className={classes.scroll}>
        <table className={classes.table}>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Name in this report</th>
              <th scope="col">IPIP-NEO-120 scale</th>
            </tr>
          </thead>
          <tbody>
            {SCALE_GLOSSARY.map((row) => (
              <tr key={row.code} className={row.kind === "domain" ? classes.domain : undefined}>
                <td>{row.code}</td>
                <th scope="row">{row.name}</th>
                <td>{row.ipipName}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
