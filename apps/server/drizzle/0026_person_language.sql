ALTER TABLE "companies" ADD COLUMN "language" text DEFAULT 'en-IN' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;