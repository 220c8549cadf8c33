CREATE TYPE "public"."onboarding_kind" AS ENUM('onboarding', 'offboarding');--> statement-breakpoint
CREATE TYPE "public"."onboarding_checklist_status" AS ENUM('in_progress', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."onboarding_assignee_role" AS ENUM('hr', 'manager', 'it', 'employee');--> statement-breakpoint
CREATE TYPE "public"."onboarding_task_status" AS ENUM('open', 'done', 'skipped');--> statement-breakpoint
CREATE TYPE "public"."onboarding_template_status" AS ENUM('active', 'archived');--> statement-breakpoint
CREATE TABLE "onboarding_checklists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"kind" "onboarding_kind" NOT NULL,
	"template_id" uuid,
	"template_name" text,
	"start_date" date NOT NULL,
	"status" "onboarding_checklist_status" DEFAULT 'in_progress' NOT NULL,
	"started_by_user_id" uuid,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_task_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"author_user_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"checklist_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"assignee_role" "onboarding_assignee_role" NOT NULL,
	"assignee_employee_id" uuid,
	"due_offset_days" integer NOT NULL,
	"due_date" date NOT NULL,
	"status" "onboarding_task_status" DEFAULT 'open' NOT NULL,
	"document_category" "document_category",
	"completed_by_user_id" uuid,
	"completed_at" timestamp with time zone,
	"overdue_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_tasks_completed_check" CHECK (("onboarding_tasks"."status" = 'open') = ("onboarding_tasks"."completed_at" is null))
);
--> statement-breakpoint
CREATE TABLE "onboarding_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" "onboarding_kind" NOT NULL,
	"audience" jsonb DEFAULT '{"departmentIds":[],"designationIds":[],"officeIds":[]}'::jsonb NOT NULL,
	"tasks" jsonb NOT NULL,
	"status" "onboarding_template_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "onboarding_checklists" ADD CONSTRAINT "onboarding_checklists_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_checklists" ADD CONSTRAINT "onboarding_checklists_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_checklists" ADD CONSTRAINT "onboarding_checklists_template_id_onboarding_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."onboarding_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_checklists" ADD CONSTRAINT "onboarding_checklists_started_by_user_id_users_id_fk" FOREIGN KEY ("started_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_task_comments" ADD CONSTRAINT "onboarding_task_comments_task_id_onboarding_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."onboarding_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_task_comments" ADD CONSTRAINT "onboarding_task_comments_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_tasks" ADD CONSTRAINT "onboarding_tasks_checklist_id_onboarding_checklists_id_fk" FOREIGN KEY ("checklist_id") REFERENCES "public"."onboarding_checklists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_tasks" ADD CONSTRAINT "onboarding_tasks_assignee_employee_id_employees_id_fk" FOREIGN KEY ("assignee_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_tasks" ADD CONSTRAINT "onboarding_tasks_completed_by_user_id_users_id_fk" FOREIGN KEY ("completed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_templates" ADD CONSTRAINT "onboarding_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_checklists_live_key" ON "onboarding_checklists" USING btree ("employee_id","kind") WHERE "onboarding_checklists"."status" = 'in_progress';--> statement-breakpoint
CREATE INDEX "onboarding_checklists_company_idx" ON "onboarding_checklists" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "onboarding_task_comments_task_idx" ON "onboarding_task_comments" USING btree ("task_id","created_at");--> statement-breakpoint
CREATE INDEX "onboarding_tasks_checklist_idx" ON "onboarding_tasks" USING btree ("checklist_id","position");--> statement-breakpoint
CREATE INDEX "onboarding_tasks_assignee_idx" ON "onboarding_tasks" USING btree ("assignee_employee_id","status","due_date");--> statement-breakpoint
CREATE INDEX "onboarding_tasks_open_due_idx" ON "onboarding_tasks" USING btree ("due_date") WHERE "onboarding_tasks"."status" = 'open';--> statement-breakpoint
CREATE INDEX "onboarding_templates_company_idx" ON "onboarding_templates" USING btree ("company_id","kind","status","name");