CREATE TYPE "public"."leave_end_half" AS ENUM('full', 'first_half');--> statement-breakpoint
CREATE TYPE "public"."leave_ledger_kind" AS ENUM('accrual', 'grant', 'adjustment', 'deduction', 'restoration', 'carry_forward', 'lapse');--> statement-breakpoint
CREATE TYPE "public"."leave_start_half" AS ENUM('full', 'first_half', 'second_half');--> statement-breakpoint
CREATE TYPE "public"."leave_status" AS ENUM('pending', 'approved', 'rejected', 'cancelled');--> statement-breakpoint
CREATE TABLE "leave_delegations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"delegator_id" uuid NOT NULL,
	"delegate_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_delegations_dates_check" CHECK ("leave_delegations"."end_date" >= "leave_delegations"."start_date"),
	CONSTRAINT "leave_delegations_not_self_check" CHECK ("leave_delegations"."delegator_id" <> "leave_delegations"."delegate_id")
);
--> statement-breakpoint
CREATE TABLE "leave_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "leave_ledger_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"leave_type_id" uuid NOT NULL,
	"leave_year" smallint NOT NULL,
	"kind" "leave_ledger_kind" NOT NULL,
	"centidays" integer NOT NULL,
	"period" text,
	"request_id" uuid,
	"expires_on" date,
	"reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"leave_type_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"start_half" "leave_start_half" DEFAULT 'full' NOT NULL,
	"end_half" "leave_end_half" DEFAULT 'full' NOT NULL,
	"leave_year" smallint NOT NULL,
	"centidays" integer NOT NULL,
	"reason" text,
	"status" "leave_status" DEFAULT 'pending' NOT NULL,
	"approval_level" smallint DEFAULT 1 NOT NULL,
	"manager_approved_by" uuid,
	"manager_approved_at" timestamp with time zone,
	"manager_comment" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_comment" text,
	"cancelled_by" uuid,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_requests_dates_check" CHECK ("leave_requests"."end_date" >= "leave_requests"."start_date"),
	CONSTRAINT "leave_requests_one_year_check" CHECK (extract(year from "leave_requests"."end_date") = "leave_requests"."leave_year" and extract(year from "leave_requests"."start_date") = "leave_requests"."leave_year"),
	CONSTRAINT "leave_requests_centidays_check" CHECK ("leave_requests"."centidays" >= 0)
);
--> statement-breakpoint
ALTER TABLE "leave_types" ADD COLUMN "prorate_for_joiners" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "leave_delegations" ADD CONSTRAINT "leave_delegations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_delegations" ADD CONSTRAINT "leave_delegations_delegator_id_employees_id_fk" FOREIGN KEY ("delegator_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_delegations" ADD CONSTRAINT "leave_delegations_delegate_id_employees_id_fk" FOREIGN KEY ("delegate_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_delegations" ADD CONSTRAINT "leave_delegations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_leave_type_id_leave_types_id_fk" FOREIGN KEY ("leave_type_id") REFERENCES "public"."leave_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_request_id_leave_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."leave_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_leave_type_id_leave_types_id_fk" FOREIGN KEY ("leave_type_id") REFERENCES "public"."leave_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_manager_approved_by_users_id_fk" FOREIGN KEY ("manager_approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leave_delegations_delegate_idx" ON "leave_delegations" USING btree ("delegate_id","end_date");--> statement-breakpoint
CREATE INDEX "leave_delegations_delegator_idx" ON "leave_delegations" USING btree ("delegator_id","end_date");--> statement-breakpoint
CREATE INDEX "leave_ledger_balance_idx" ON "leave_ledger" USING btree ("employee_id","leave_year","leave_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_ledger_period_key" ON "leave_ledger" USING btree ("employee_id","leave_type_id","kind","period") WHERE "leave_ledger"."period" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "leave_ledger_deduction_key" ON "leave_ledger" USING btree ("request_id") WHERE "leave_ledger"."kind" = 'deduction';--> statement-breakpoint
CREATE INDEX "leave_requests_employee_dates_idx" ON "leave_requests" USING btree ("employee_id","start_date");--> statement-breakpoint
CREATE INDEX "leave_requests_company_status_idx" ON "leave_requests" USING btree ("company_id","status","start_date");