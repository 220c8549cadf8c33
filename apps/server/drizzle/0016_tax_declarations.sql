CREATE TABLE "tax_declarations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"financial_year" integer NOT NULL,
	"regime" text NOT NULL,
	"section_80c" bigint DEFAULT 0 NOT NULL,
	"note" text,
	"status" text DEFAULT 'submitted' NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_declarations_regime_check" CHECK ("tax_declarations"."regime" in ('new', 'old')),
	CONSTRAINT "tax_declarations_status_check" CHECK ("tax_declarations"."status" in ('submitted', 'approved', 'rejected')),
	CONSTRAINT "tax_declarations_80c_check" CHECK ("tax_declarations"."section_80c" >= 0)
);
--> statement-breakpoint
ALTER TABLE "tax_declarations" ADD CONSTRAINT "tax_declarations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_declarations" ADD CONSTRAINT "tax_declarations_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_declarations" ADD CONSTRAINT "tax_declarations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_declarations_employee_year_key" ON "tax_declarations" USING btree ("employee_id","financial_year");--> statement-breakpoint
CREATE INDEX "tax_declarations_company_status_idx" ON "tax_declarations" USING btree ("company_id","status","submitted_at");