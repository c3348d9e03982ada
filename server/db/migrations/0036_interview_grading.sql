CREATE TABLE "interview_answer_grades" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interview_answer_grades_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instant_interview_id" integer NOT NULL,
	"question_key" text NOT NULL,
	"grader_user_id" integer,
	"score" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_answer_grades_score_range" CHECK ("interview_answer_grades"."score" between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "interview_answer_grades" ADD CONSTRAINT "interview_answer_grades_instant_interview_id_instant_interviews_id_fk" FOREIGN KEY ("instant_interview_id") REFERENCES "public"."instant_interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_answer_grades" ADD CONSTRAINT "interview_answer_grades_grader_user_id_users_id_fk" FOREIGN KEY ("grader_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interview_answer_grades_answer_grader_idx" ON "interview_answer_grades" USING btree ("instant_interview_id","question_key","grader_user_id");--> statement-breakpoint
CREATE INDEX "interview_answer_grades_grader_idx" ON "interview_answer_grades" USING btree ("grader_user_id");