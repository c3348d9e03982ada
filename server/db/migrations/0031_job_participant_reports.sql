-- Each job's switch for its applicants' own report (api/participant-reports): on by default, as the company's is.
ALTER TABLE "jobs" ADD COLUMN "participant_reports" boolean DEFAULT true NOT NULL;
