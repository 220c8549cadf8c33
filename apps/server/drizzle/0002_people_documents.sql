-- Trigram search over names, codes and emails (the directory search index below).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TYPE "public"."document_category" AS ENUM('id_proof', 'address_proof', 'education', 'contract', 'other');--> statement-breakpoint
CREATE TYPE "public"."document_status" AS ENUM('pending', 'verified', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('female', 'male', 'non_binary', 'undisclosed');--> statement-breakpoint
CREATE TABLE "employee_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"category" "document_category" NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"status" "document_status" DEFAULT 'pending' NOT NULL,
	"review_comments" text,
	"reviewed_by_user_id" uuid,
	"reviewed_at" timestamp with time zone,
	"uploaded_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_documents_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "designations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_statutory" (
	"employee_id" uuid PRIMARY KEY NOT NULL,
	"pan" text,
	"uan" text,
	"esic_number" text,
	"bank_account_number" text,
	"bank_ifsc" text,
	"bank_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employees" ALTER COLUMN "gender" SET DATA TYPE "public"."gender" USING (CASE WHEN lower("gender") IN ('female', 'male', 'non_binary', 'undisclosed') THEN lower("gender")::"public"."gender" END);--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD COLUMN "purpose" text DEFAULT 'reset' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invitation_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "address" jsonb;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "emergency_contact" jsonb;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "photo_key" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "designation_id" uuid;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "probation_end_date" date;--> statement-breakpoint
ALTER TABLE "employee_documents" ADD CONSTRAINT "employee_documents_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_documents" ADD CONSTRAINT "employee_documents_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_documents" ADD CONSTRAINT "employee_documents_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designations" ADD CONSTRAINT "designations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_statutory" ADD CONSTRAINT "employee_statutory_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_documents_employee_id_idx" ON "employee_documents" USING btree ("employee_id","created_at");--> statement-breakpoint
CREATE INDEX "employee_documents_status_idx" ON "employee_documents" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "employee_documents_created_at_idx" ON "employee_documents" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "designations_company_name_key" ON "designations" USING btree ("company_id",lower("name"));--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_designation_id_designations_id_fk" FOREIGN KEY ("designation_id") REFERENCES "public"."designations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employees_designation_id_idx" ON "employees" USING btree ("designation_id");--> statement-breakpoint
CREATE INDEX "employees_join_date_idx" ON "employees" USING btree ("join_date");--> statement-breakpoint
CREATE INDEX "employees_name_idx" ON "employees" USING btree ("first_name","last_name","id");--> statement-breakpoint
CREATE INDEX "employees_search_trgm_idx" ON "employees" USING gin ((lower("first_name" || ' ' || "last_name" || ' ' || "employee_code" || ' ' || "work_email")) gin_trgm_ops);--> statement-breakpoint
-- Free-text designations become the company's list, and each person points at theirs.
INSERT INTO "designations" ("company_id", "name")
  SELECT DISTINCT ON ("company_id", lower(trim("designation"))) "company_id", trim("designation") FROM "employees"
  WHERE "designation" IS NOT NULL AND trim("designation") <> ''
  ORDER BY "company_id", lower(trim("designation")), trim("designation");--> statement-breakpoint
UPDATE "employees" e SET "designation_id" = d."id" FROM "designations" d
  WHERE d."company_id" = e."company_id" AND lower(d."name") = lower(trim(e."designation"));--> statement-breakpoint
ALTER TABLE "employees" DROP COLUMN "designation";