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
ALTER TABLE "salary_revisions" ADD CONSTRAINT "salary_revisions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_revisions" ADD CONSTRAINT "salary_revisions_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_revisions" ADD CONSTRAINT "salary_revisions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statutory_rules" ADD CONSTRAINT "statutory_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "salary_revisions_employee_from_key" ON "salary_revisions" USING btree ("employee_id","effective_from");--> statement-breakpoint
CREATE INDEX "salary_revisions_company_idx" ON "salary_revisions" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "statutory_rules_kind_key_from_key" ON "statutory_rules" USING btree ("kind","key","effective_from");