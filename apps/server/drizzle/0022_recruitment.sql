CREATE TYPE "public"."job_application_source" AS ENUM('careers', 'referral', 'linkedin', 'job_board', 'agency', 'other');--> statement-breakpoint
CREATE TYPE "public"."job_interview_status" AS ENUM('scheduled', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."job_offer_status" AS ENUM('draft', 'sent', 'accepted', 'declined', 'withdrawn');--> statement-breakpoint
CREATE TYPE "public"."job_opening_status" AS ENUM('draft', 'open', 'on_hold', 'closed');--> statement-breakpoint
CREATE TYPE "public"."interview_recommendation" AS ENUM('strong_no', 'no', 'yes', 'strong_yes');--> statement-breakpoint
CREATE TYPE "public"."recruitment_stage_kind" AS ENUM('applied', 'screening', 'interview', 'offer', 'hired', 'rejected');--> statement-breakpoint
CREATE TABLE "job_application_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"author_user_id" uuid,
	"body" text NOT NULL,
	"mention_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_application_stage_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"application_id" uuid NOT NULL,
	"from_stage_id" uuid,
	"to_stage_id" uuid NOT NULL,
	"to_kind" "recruitment_stage_kind" NOT NULL,
	"by_user_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"phone_digits" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_interview_scorecards" (
	"interview_id" uuid NOT NULL,
	"interviewer_id" uuid NOT NULL,
	"ratings" jsonb,
	"recommendation" "interview_recommendation",
	"comments" text,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "job_interview_scorecards_interview_id_interviewer_id_pk" PRIMARY KEY("interview_id","interviewer_id"),
	CONSTRAINT "job_interview_scorecards_submitted_check" CHECK (("job_interview_scorecards"."submitted_at" is null) = ("job_interview_scorecards"."recommendation" is null))
);
--> statement-breakpoint
CREATE TABLE "job_interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"location" text NOT NULL,
	"status" "job_interview_status" DEFAULT 'scheduled' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"opening_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"stage_id" uuid NOT NULL,
	"source" "job_application_source" NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"resume_key" text,
	"resume_name" text,
	"resume_kind" text,
	"rejection_reason" text,
	"hired_employee_id" uuid,
	"hired_at" timestamp with time zone,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_openings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"department_id" uuid,
	"office_id" uuid,
	"designation_id" uuid,
	"hiring_manager_id" uuid,
	"positions" integer DEFAULT 1 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" "job_opening_status" DEFAULT 'draft' NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"criteria" jsonb NOT NULL,
	"opened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_openings_positions_check" CHECK ("job_openings"."positions" between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "job_offers" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"status" "job_offer_status" DEFAULT 'draft' NOT NULL,
	"annual_ctc" bigint NOT NULL,
	"join_date" date NOT NULL,
	"expires_on" date NOT NULL,
	"letter" text NOT NULL,
	"sent_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_offers_ctc_check" CHECK ("job_offers"."annual_ctc" > 0)
);
--> statement-breakpoint
CREATE TABLE "recruitment_stages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" "recruitment_stage_kind" NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_application_notes" ADD CONSTRAINT "job_application_notes_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_application_notes" ADD CONSTRAINT "job_application_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_application_stage_events" ADD CONSTRAINT "job_application_stage_events_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_application_stage_events" ADD CONSTRAINT "job_application_stage_events_from_stage_id_recruitment_stages_id_fk" FOREIGN KEY ("from_stage_id") REFERENCES "public"."recruitment_stages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_application_stage_events" ADD CONSTRAINT "job_application_stage_events_to_stage_id_recruitment_stages_id_fk" FOREIGN KEY ("to_stage_id") REFERENCES "public"."recruitment_stages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_application_stage_events" ADD CONSTRAINT "job_application_stage_events_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_interview_scorecards" ADD CONSTRAINT "job_interview_scorecards_interview_id_job_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."job_interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_interview_scorecards" ADD CONSTRAINT "job_interview_scorecards_interviewer_id_employees_id_fk" FOREIGN KEY ("interviewer_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_interviews" ADD CONSTRAINT "job_interviews_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_interviews" ADD CONSTRAINT "job_interviews_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_opening_id_job_openings_id_fk" FOREIGN KEY ("opening_id") REFERENCES "public"."job_openings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_stage_id_recruitment_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."recruitment_stages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_hired_employee_id_employees_id_fk" FOREIGN KEY ("hired_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_designation_id_designations_id_fk" FOREIGN KEY ("designation_id") REFERENCES "public"."designations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_hiring_manager_id_employees_id_fk" FOREIGN KEY ("hiring_manager_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_offers" ADD CONSTRAINT "job_offers_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_stages" ADD CONSTRAINT "recruitment_stages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_application_notes_app_idx" ON "job_application_notes" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "job_application_stage_events_app_idx" ON "job_application_stage_events" USING btree ("application_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "candidates_email_key" ON "candidates" USING btree ("company_id","email");--> statement-breakpoint
CREATE INDEX "candidates_phone_idx" ON "candidates" USING btree ("company_id","phone_digits");--> statement-breakpoint
CREATE INDEX "job_interview_scorecards_interviewer_idx" ON "job_interview_scorecards" USING btree ("interviewer_id");--> statement-breakpoint
CREATE INDEX "job_interviews_application_idx" ON "job_interviews" USING btree ("application_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_candidate_key" ON "job_applications" USING btree ("opening_id","candidate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_hired_key" ON "job_applications" USING btree ("hired_employee_id");--> statement-breakpoint
CREATE INDEX "job_applications_stage_idx" ON "job_applications" USING btree ("opening_id","stage_id","stage_changed_at");--> statement-breakpoint
CREATE INDEX "job_applications_candidate_idx" ON "job_applications" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "job_openings_company_idx" ON "job_openings" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "job_openings_manager_idx" ON "job_openings" USING btree ("hiring_manager_id");--> statement-breakpoint
CREATE INDEX "recruitment_stages_company_idx" ON "recruitment_stages" USING btree ("company_id","position");