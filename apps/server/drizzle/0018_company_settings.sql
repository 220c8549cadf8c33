ALTER TABLE "companies" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "pan" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "tan" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "financial_year_start_month" smallint DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "locale" text DEFAULT 'en-IN' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "active" boolean DEFAULT true NOT NULL;