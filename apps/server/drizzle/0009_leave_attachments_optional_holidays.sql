ALTER TYPE "public"."document_category" ADD VALUE 'medical' BEFORE 'other';--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "attachment_id" uuid;--> statement-breakpoint
ALTER TABLE "leave_types" ADD COLUMN "optional_holidays" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_attachment_id_employee_documents_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."employee_documents"("id") ON DELETE set null ON UPDATE no action;