/**
 * The one registry of the product's pages (spec §2 "Screens and routes"): each page's path, who may open it and
 * whether it is built yet. The sidebar shows a link only when its page is built (`builtPagePaths`), and
 * app/pages.test.ts proves this registry and the route files in app/routes agree.
 *
 * Where a page's route file lives follows from its access kind (`routeIdFor`):
 * - `public`: no authentication, no layout. A top-level route file: `/survey/take` → `routes/survey.take.tsx`.
 * - `layout-free`: authentication, no shell. Also a top-level file; its loader requires the session itself.
 * - `signed-in`: inside the shell. A file under the pathless layout `routes/_app.tsx`, which requires the session
 *   and renders the shell: `/about` → `routes/_app.about.tsx`, `/` → `routes/_app._index.tsx`.
 * Path parameters are written `{name}` here and `$name` in file names: `/jobs/{id}` → `jobs.$id`.
 */

export type PageAccess = "public" | "layout-free" | "signed-in";

export interface Page {
  /** The URL path as the spec writes it; `{name}` is a path parameter. */
  path: string;
  access: PageAccess;
  /** Whether the page exists; a link to it may appear only when it does. */
  built: boolean;
  /** The page's title (before " | {brand}"). */
  title: string;
  /** The route id when it does not follow from the path (e.g. /404 is served by the splat route). */
  routeId?: string;
  /** A page the product adds beyond spec §2's list (say why next to it). */
  beyondSpec?: true;
  /** Its path parameters are bearer secrets (a shared link): analytics gets this registered path, never the URL. */
  secretPath?: true;
}

export const PAGES = [
  // Public: sign-in and account recovery.
  { path: "/login", access: "public", built: true, title: "Sign in" },
  { path: "/forgot-password", access: "public", built: true, title: "Forgot password" },
  { path: "/token-validation", access: "public", built: true, title: "Reset password" },
  { path: "/auth/register", access: "public", built: true, title: "Register" },
  { path: "/account-access-expired", access: "public", built: true, title: "Account access expired" },
  // Not found: /404 and every unknown path are answered by the splat route.
  { path: "/404", access: "public", built: true, title: "Page not found", routeId: "$" },
  // Public: what candidates see (assessment, interviews, campaign funnels, job board and job ads).
  { path: "/survey/register", access: "public", built: true, title: "Register for the assessment" },
  // Not in spec §2: a growth report shared through a read-only link (survey-results public/encode-report-payload).
  {
    path: "/shared/report/{payload}",
    access: "public",
    built: true,
    title: "Shared growth report",
    beyondSpec: true,
    secretPath: true,
  },
  // Not in spec §2: what the rights portal on a person's own report answers once a form is sent.
  {
    path: "/my-report/{payload}/rights",
    access: "public",
    built: true,
    title: "Your request",
    routeId: "my-report.$payload_.rights",
    beyondSpec: true,
    secretPath: true,
  },
  { path: "/survey/take", access: "public", built: true, title: "Assessment" },
  { path: "/survey/thank-you", access: "public", built: true, title: "Thank you" },
  { path: "/instant-interview", access: "public", built: true, title: "Instant interview" },
  // Not in spec §2: a message e-mail's unsubscribe link; the token is a bearer secret.
  {
    path: "/unsubscribe/{token}",
    access: "public",
    built: true,
    title: "Unsubscribe",
    beyondSpec: true,
    secretPath: true,
  },
  { path: "/funnels/{campaign}", access: "public", built: true, title: "Apply" },
  // Not in spec §2: a company's notice of the automated tools it uses (by its assessment link token, which also opens
  // registration: analytics gets the registered path).
  {
    path: "/automated-tools/{link}",
    access: "public",
    built: true,
    title: "How we use automated tools",
    beyondSpec: true,
    secretPath: true,
  },
  // Not in spec §2: the public job board and applying (spec §7 GET /jobs/public, …/details, …/apply need pages for
  // candidates; spec §2's /jobs/board and /jobs/{id} are the super admins' board and job page).
  { path: "/careers", access: "public", built: true, title: "Jobs", routeId: "careers._index", beyondSpec: true },
  {
    path: "/careers/{job_uuid}",
    access: "public",
    built: true,
    title: "Job",
    routeId: "careers.$job_uuid._index",
    beyondSpec: true,
  },
  { path: "/careers/{job_uuid}/apply", access: "public", built: true, title: "Apply", beyondSpec: true },
  { path: "/careers/{job_uuid}/applied", access: "public", built: true, title: "Application sent", beyondSpec: true },
  // Layout-free: signed in, but the password must be changed before the shell opens.
  { path: "/password-update-needed", access: "layout-free", built: true, title: "Update your password" },
  // Signed-in shell.
  { path: "/", access: "signed-in", built: true, title: "Home" },
  { path: "/about", access: "signed-in", built: true, title: "About" },
  { path: "/profile", access: "signed-in", built: true, title: "Profile" },
  // Not in spec §2: where the default e-mail port keeps messages (super admins, outside production).
  { path: "/outbox", access: "signed-in", built: true, title: "E-mail outbox", beyondSpec: true },
  // Not in spec §2: the audit trail (ADR 039: support sessions, role changes, deactivations, exports; owners and
  // super admins).
  { path: "/audit", access: "signed-in", built: true, title: "Audit Trail", beyondSpec: true },
  // Not in spec §2: the requests people file about their data from their own report's link (owners, super admins).
  { path: "/requests", access: "signed-in", built: true, title: "Requests", beyondSpec: true },
  {
    path: "/requests/{id}",
    access: "signed-in",
    built: true,
    title: "Request",
    routeId: "_app.requests_.$id",
    beyondSpec: true,
  },
  // Not in spec §2: blind grading of the instant interview's written answers (hiring staff; ADR 074).
  { path: "/interview-grading", access: "signed-in", built: true, title: "Grade written answers", beyondSpec: true },
  {
    path: "/interview-grading/{id}",
    access: "signed-in",
    built: true,
    title: "Grade written answers",
    routeId: "_app.interview-grading_.$id",
    beyondSpec: true,
  },
  // Not in spec §2: interviewers' scorecard analytics (owners, admins; ADR 074).
  {
    path: "/interviewer-analytics",
    access: "signed-in",
    built: true,
    title: "Interviewer analytics",
    beyondSpec: true,
  },
  // Not in spec §2: adverse impact per benchmark and stage, and the bias-audit pack (eeo:read; ADR 078).
  {
    path: "/adverse-impact",
    access: "signed-in",
    built: true,
    title: "Adverse impact",
    beyondSpec: true,
  },
  // Not in spec §2: a company's custom webhooks (spec §7 "custom webhooks: get and upsert"; owners, admins).
  { path: "/settings/webhooks", access: "signed-in", built: true, title: "Webhooks", beyondSpec: true },
  // Not in spec §2: messaging (spec §7 "messaging get and send"): past sends, compose, a send's progress,
  // templates; the product's e-mails as templates (spec §7 "mailer templates", super admins).
  {
    path: "/messages",
    access: "signed-in",
    built: true,
    title: "Messages",
    routeId: "_app.messages._index",
    beyondSpec: true,
  },
  { path: "/messages/new", access: "signed-in", built: true, title: "New message", beyondSpec: true },
  { path: "/messages/{id}", access: "signed-in", built: true, title: "Message", beyondSpec: true },
  { path: "/messages/templates", access: "signed-in", built: true, title: "Message templates", beyondSpec: true },
  { path: "/settings/mail-templates", access: "signed-in", built: true, title: "E-mail templates", beyondSpec: true },
  { path: "/candidates", access: "signed-in", built: true, title: "Candidates" },
  { path: "/archived", access: "signed-in", built: true, title: "Archived" },
  // /survey-results sends to /candidates with its filters; a result's report is its child /survey-results/{id}.
  { path: "/survey-results", access: "signed-in", built: true, title: "Survey results" },
  // Not in spec §2's list: the report of one result; `_` keeps it out of /survey-results' layout.
  {
    path: "/survey-results/{id}",
    access: "signed-in",
    built: true,
    title: "Report",
    routeId: "_app.survey-results_.$id",
    beyondSpec: true,
  },
  // Not in spec §2: the coaching brand's growth report of one person; a sibling of the report, not a child.
  {
    path: "/survey-results/{id}/growth",
    access: "signed-in",
    built: true,
    title: "Growth report",
    routeId: "_app.survey-results_.$id_.growth",
    beyondSpec: true,
  },
  // Not in spec §2: a view of the report (the coaching brand's changes over time); a sibling, not a child.
  {
    path: "/survey-results/{id}/changes",
    access: "signed-in",
    built: true,
    title: "Changes over time",
    routeId: "_app.survey-results_.$id_.changes",
    beyondSpec: true,
  },
  // Not in spec §2: views of the report (the questions chart, the benchmark scores); siblings too.
  {
    path: "/survey-results/{id}/answers",
    access: "signed-in",
    built: true,
    title: "Answers",
    routeId: "_app.survey-results_.$id_.answers",
    beyondSpec: true,
  },
  {
    path: "/survey-results/{id}/benchmarks",
    access: "signed-in",
    built: true,
    title: "Benchmark scores",
    routeId: "_app.survey-results_.$id_.benchmarks",
    beyondSpec: true,
  },
  // Not in spec §2: a candidate's interview, questions with notes and ratings (hiring brand).
  {
    path: "/survey-results/{id}/interview",
    access: "signed-in",
    built: true,
    title: "Interview",
    routeId: "_app.survey-results_.$id_.interview",
    beyondSpec: true,
  },
  // Not in spec §2: an interviewer's scorecard of a candidate at a stage, and the debrief (hiring brand).
  {
    path: "/survey-results/{id}/scorecard",
    access: "signed-in",
    built: true,
    title: "Scorecard",
    routeId: "_app.survey-results_.$id_.scorecard",
    beyondSpec: true,
  },
  // Not in spec §2: the coaching brand's coach's view; each person's page is a sibling of the list (`_`).
  { path: "/coaching", access: "signed-in", built: true, title: "Coaching", beyondSpec: true },
  {
    path: "/coaching/{id}",
    access: "signed-in",
    built: true,
    title: "Coaching",
    routeId: "_app.coaching_.$id",
    beyondSpec: true,
  },
  // Not in spec §2: the coaching brand's team view; a team's page is a sibling of the list (`_`).
  { path: "/teams", access: "signed-in", built: true, title: "Teams", beyondSpec: true },
  {
    path: "/teams/{id}",
    access: "signed-in",
    built: true,
    title: "Team",
    routeId: "_app.teams_.$id",
    beyondSpec: true,
  },
  // Not in spec §2: the coaching brand's comparison of two to eight people and its conflict tool.
  { path: "/compare", access: "signed-in", built: true, title: "Compare people", beyondSpec: true },
  { path: "/conflict", access: "signed-in", built: true, title: "Conflict tool", beyondSpec: true },
  { path: "/hiring-pipeline", access: "signed-in", built: true, title: "Hiring Pipeline" },
  { path: "/pipelines", access: "signed-in", built: true, title: "Pipelines" },
  { path: "/hiring-campaigns", access: "signed-in", built: true, title: "Hiring campaigns" },
  // Not in spec §2: one campaign with its funnel's counts, link and QR code; a sibling of the list (`_`).
  {
    path: "/hiring-campaigns/{id}",
    access: "signed-in",
    built: true,
    title: "Hiring campaign",
    routeId: "_app.hiring-campaigns_.$id",
    beyondSpec: true,
  },
  { path: "/companies/overview", access: "signed-in", built: true, title: "Companies" },
  { path: "/user-management", access: "signed-in", built: true, title: "User Management" },
  { path: "/role-benchmarks", access: "signed-in", built: true, title: "Role Benchmarks" },
  // Siblings of the list, not its children (`_`): each page has its own loader.
  {
    path: "/role-benchmarks/add",
    access: "signed-in",
    built: true,
    title: "Add role benchmark",
    routeId: "_app.role-benchmarks_.add",
  },
  {
    path: "/role-benchmarks/edit",
    access: "signed-in",
    built: true,
    title: "Edit role benchmark",
    routeId: "_app.role-benchmarks_.edit",
  },
  { path: "/report-configurator", access: "signed-in", built: true, title: "Report Configurator" },
  // Not in spec §2: one trait-scale report mapping set, its editor and preview; a sibling of the list.
  {
    path: "/report-configurator/{id}",
    access: "signed-in",
    built: true,
    title: "Report mapping",
    routeId: "_app.report-configurator_.$id",
    beyondSpec: true,
  },
  { path: "/book-code-system", access: "signed-in", built: true, title: "Book Code System" },
  // Not in spec §2: one batch of book codes with its codes; a sibling of the list (`_`).
  {
    path: "/book-code-system/{id}",
    access: "signed-in",
    built: true,
    title: "Book code batch",
    routeId: "_app.book-code-system_.$id",
    beyondSpec: true,
  },
  { path: "/jobs/overview", access: "signed-in", built: true, title: "Jobs" },
  { path: "/jobs/add", access: "signed-in", built: true, title: "Add job" },
  { path: "/jobs/edit", access: "signed-in", built: true, title: "Edit job" },
  { path: "/jobs/board", access: "signed-in", built: true, title: "Jobs board" },
  { path: "/jobs/{id}", access: "signed-in", built: true, title: "Job" },
  // Not in spec §2: where application templates (spec §7) are managed; a job uses one.
  { path: "/jobs/templates", access: "signed-in", built: true, title: "Application templates", beyondSpec: true },
  { path: "/academy", access: "signed-in", built: true, title: "Academy" },
  // Not in spec §2: a course, a lesson and the public check of a certificate's code; siblings (`_`).
  {
    path: "/academy/courses/{id}",
    access: "signed-in",
    built: true,
    title: "Course",
    routeId: "_app.academy_.courses.$id",
    beyondSpec: true,
  },
  {
    path: "/academy/lessons/{id}",
    access: "signed-in",
    built: true,
    title: "Lesson",
    routeId: "_app.academy_.lessons.$id",
    beyondSpec: true,
  },
  { path: "/academy/verify", access: "public", built: true, title: "Verify a certificate", beyondSpec: true },
  { path: "/learning-management", access: "signed-in", built: true, title: "Learning Management" },
  // Not in spec §2: one course's editor and the progress of learners; siblings of the list (`_`).
  {
    path: "/learning-management/courses/{id}",
    access: "signed-in",
    built: true,
    title: "Course",
    routeId: "_app.learning-management_.courses.$id",
    beyondSpec: true,
  },
  {
    path: "/learning-management/progress",
    access: "signed-in",
    built: true,
    title: "Academy progress",
    routeId: "_app.learning-management_.progress",
    beyondSpec: true,
  },
] as const satisfies readonly Page[];

export type PagePath = (typeof PAGES)[number]["path"];

/** The pathless layout route of the signed-in shell. */
export const SHELL_LAYOUT_ROUTE_ID = "_app";

/** The paths of the pages that exist: what `sidebarLinks({ pages })` needs. */
export function builtPagePaths(): ReadonlySet<string> {
  return new Set(PAGES.filter((p) => p.built).map((p) => p.path));
}

/** The Remix route id (file name without extension, under app/routes) a page must have for its access kind. */
export function routeIdFor(page: Page): string {
  if (page.routeId) return page.routeId;
  const segments = page.path
    .split("/")
    .filter(Boolean)
    .map((segment) => segment.replace(/^\{(\w+)\}$/, "$$$1"));
  const own = segments.length ? segments.join(".") : "_index";
  return page.access === "signed-in" ? `${SHELL_LAYOUT_ROUTE_ID}.${own}` : own;
}

const PARAM = /^\{\w+\}$/;

/**
 * The registered page a URL path belongs to, if any. `{name}` matches one segment; as in Remix, a page without
 * parameters wins over one with them (`/jobs/board` is the board, not job "board").
 */
export function pageFor(pathname: string): Page | undefined {
  const parts = pathname.split("/").filter(Boolean);
  const params = (page: Page) => page.path.split("/").filter((seg) => PARAM.test(seg)).length;
  return [...PAGES]
    .filter((page) => {
      const pattern = page.path.split("/").filter(Boolean);
      return pattern.length === parts.length && pattern.every((seg, i) => PARAM.test(seg) || seg === parts[i]);
    })
    .sort((a, b) => params(a) - params(b))[0];
}
