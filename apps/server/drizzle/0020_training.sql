CREATE TYPE "public"."training_course_delivery" AS ENUM('self-paced', 'sessions');--> statement-breakpoint
CREATE TYPE "public"."training_course_status" AS ENUM('active', 'archived');--> statement-breakpoint
CREATE TYPE "public"."training_enrolment_status" AS ENUM('enrolled', 'waitlisted', 'attended', 'absent', 'completed', 'cancelled');--> statement-breakpoint
CREATE TABLE "training_courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"delivery" "training_course_delivery" NOT NULL,
	"duration_minutes" integer NOT NULL,
	"materials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mandatory" jsonb,
	"status" "training_course_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_courses_duration_check" CHECK ("training_courses"."duration_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "training_enrolments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"session_id" uuid,
	"employee_id" uuid NOT NULL,
	"status" "training_enrolment_status" NOT NULL,
	"score" integer,
	"completed_at" timestamp with time zone,
	"assigned_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_enrolments_score_check" CHECK ("training_enrolments"."score" between 0 and 100),
	CONSTRAINT "training_enrolments_completed_check" CHECK (("training_enrolments"."status" = 'completed') = ("training_enrolments"."completed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "training_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"trainer_employee_id" uuid,
	"trainer_name" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"link" text,
	"seats" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_sessions_seats_check" CHECK ("training_sessions"."seats" > 0),
	CONSTRAINT "training_sessions_times_check" CHECK ("training_sessions"."ends_at" > "training_sessions"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "training_courses" ADD CONSTRAINT "training_courses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_enrolments" ADD CONSTRAINT "training_enrolments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_enrolments" ADD CONSTRAINT "training_enrolments_course_id_training_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."training_courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_enrolments" ADD CONSTRAINT "training_enrolments_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_enrolments" ADD CONSTRAINT "training_enrolments_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_enrolments" ADD CONSTRAINT "training_enrolments_assigned_by_user_id_users_id_fk" FOREIGN KEY ("assigned_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_course_id_training_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."training_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_trainer_employee_id_employees_id_fk" FOREIGN KEY ("trainer_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_courses_company_idx" ON "training_courses" USING btree ("company_id","status","title");--> statement-breakpoint
CREATE UNIQUE INDEX "training_enrolments_live_key" ON "training_enrolments" USING btree ("course_id","employee_id") WHERE "training_enrolments"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "training_enrolments_session_idx" ON "training_enrolments" USING btree ("session_id","status","created_at");--> statement-breakpoint
CREATE INDEX "training_enrolments_employee_idx" ON "training_enrolments" USING btree ("employee_id","status");--> statement-breakpoint
CREATE INDEX "training_enrolments_company_idx" ON "training_enrolments" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "training_sessions_course_idx" ON "training_sessions" USING btree ("course_id","starts_at");--> statement-breakpoint
CREATE INDEX "training_sessions_trainer_idx" ON "training_sessions" USING btree ("trainer_employee_id");