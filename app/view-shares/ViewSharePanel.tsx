// "Share" on a comparison, a team view or a conflict plan: the share dialog, making links to this view.
import { SharePanel } from "~/report-shares/SharePanel";
import type { ViewSubject } from "../../api/view-shares/contract";
import { viewSharesRoute } from "./model";

const WHAT: Record<ViewSubject["kind"], { title: string; intro: string; listTitle: string }> = {
  comparison: {
    title: "Share this comparison",
    intro: "this comparison and its working-together guidance",
    listTitle: "Links to this comparison",
  },
  team: {
    title: "Share this team view",
    intro: "this team's balance and its people's scores",
    listTitle: "Links to this team",
  },
  conflict: {
    title: "Share this conversation plan",
    intro: "these friction points and what to say and avoid",
    listTitle: "Links to this plan",
  },
};

export function ViewSharePanel({ view }: { view: ViewSubject }) {
  const what = WHAT[view.kind];
  return (
    <SharePanel
      route={viewSharesRoute(view)}
      title={what.title}
      listTitle={what.listTitle}
      intro={`Anyone with the link can read ${what.intro}, without signing in, until the link expires or you revoke it. It shows what you see now, kept up to date, and nothing else: no e-mail addresses, no notes, no links to reports.`}
    />
  );
}
