CREATE TABLE "payroll_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"department_id" uuid,
	"status" text DEFAULT 'running' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"failures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_runs_status_check" CHECK ("payroll_runs"."status" in ('running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "salary_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"effective_from" date NOT NULL,
	"annual_ctc" bigint,
	"components" jsonb NOT NULL,
	"tax_regime" text DEFAULT 'new' NOT NULL,
	"pt_state" text,
	"pf_mode" text DEFAULT 'capped' NOT NULL,
	"eps_member" boolean DEFAULT true NOT NULL,
	"declarations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salary_revisions_ctc_check" CHECK ("salary_revisions"."annual_ctc" is null or "salary_revisions"."annual_ctc" > 0),
	CONSTRAINT "salary_revisions_regime_check" CHECK ("salary_revisions"."tax_regime" in ('new', 'old')),
	CONSTRAINT "salary_revisions_pf_check" CHECK ("salary_revisions"."pf_mode" in ('capped', 'actual', 'none'))
);
--> statement-breakpoint
CREATE TABLE "salary_slips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"revision_id" uuid,
	"basis_centidays" integer DEFAULT 0 NOT NULL,
	"payable_centidays" integer DEFAULT 0 NOT NULL,
	"loss_of_pay_centidays" integer DEFAULT 0 NOT NULL,
	"lines" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	"total_deductions" bigint DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	"calculated_at" timestamp with time zone,
	"finalised_at" timestamp with time zone,
	"finalised_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salary_slips_status_check" CHECK ("salary_slips"."status" in ('draft', 'calculated', 'finalised')),
	CONSTRAINT "salary_slips_month_check" CHECK ("salary_slips"."month" between 1 and 12),
	CONSTRAINT "salary_slips_net_check" CHECK ("salary_slips"."net" = "salary_slips"."gross" - "salary_slips"."total_deductions")
);
--> statement-breakpoint
CREATE TABLE "statutory_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"effective_from" date NOT NULL,
	"params" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statutory_rules_kind_check" CHECK ("statutory_rules"."kind" in ('epf', 'esi', 'professional_tax', 'income_tax'))
);
--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_revisions" ADD CONSTRAINT "salary_revisions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_revisions" ADD CONSTRAINT "salary_revisions_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_revisions" ADD CONSTRAINT "salary_revisions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_slips" ADD CONSTRAINT "salary_slips_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_slips" ADD CONSTRAINT "salary_slips_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_slips" ADD CONSTRAINT "salary_slips_revision_id_salary_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."salary_revisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_slips" ADD CONSTRAINT "salary_slips_finalised_by_users_id_fk" FOREIGN KEY ("finalised_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statutory_rules" ADD CONSTRAINT "statutory_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payroll_runs_company_idx" ON "payroll_runs" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "salary_revisions_employee_from_key" ON "salary_revisions" USING btree ("employee_id","effective_from");--> statement-breakpoint
CREATE INDEX "salary_revisions_company_idx" ON "salary_revisions" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "salary_slips_employee_period_key" ON "salary_slips" USING btree ("employee_id","year","month");--> statement-breakpoint
CREATE INDEX "salary_slips_company_period_idx" ON "salary_slips" USING btree ("company_id","year","month");--> statement-breakpoint
CREATE UNIQUE INDEX "statutory_rules_kind_key_from_key" ON "statutory_rules" USING btree ("kind","key","effective_from");