CREATE TYPE "public"."leave_accrual" AS ENUM('yearly', 'monthly', 'none');--> statement-breakpoint
CREATE TABLE "leave_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"paid" boolean DEFAULT true NOT NULL,
	"tracks_balance" boolean DEFAULT true NOT NULL,
	"annual_centidays" integer,
	"accrual" "leave_accrual" DEFAULT 'yearly' NOT NULL,
	"carry_forward_max_centidays" integer,
	"encashment_max_centidays" integer,
	"half_day_allowed" boolean DEFAULT true NOT NULL,
	"max_consecutive_centidays" integer,
	"min_notice_days" integer DEFAULT 0 NOT NULL,
	"attachment_after_centidays" integer,
	"counts_weekends_and_holidays" boolean DEFAULT false NOT NULL,
	"allow_negative_balance" boolean DEFAULT false NOT NULL,
	"genders" text[] DEFAULT '{}'::text[] NOT NULL,
	"office_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leave_types" ADD CONSTRAINT "leave_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leave_types_company_code_key" ON "leave_types" USING btree ("company_id","code");