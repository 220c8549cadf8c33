ALTER TABLE "job_interviews" ADD COLUMN "time_zone" text DEFAULT 'Asia/Kolkata' NOT NULL;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD COLUMN "time_zone" text DEFAULT 'Asia/Kolkata' NOT NULL;--> statement-breakpoint
UPDATE "job_interviews" AS i SET "time_zone" = c."timezone" FROM "job_applications" AS a, "job_openings" AS o, "companies" AS c WHERE a."id" = i."application_id" AND o."id" = a."opening_id" AND c."id" = o."company_id";--> statement-breakpoint
UPDATE "training_sessions" AS s SET "time_zone" = c."timezone" FROM "training_courses" AS tc, "companies" AS c WHERE tc."id" = s."course_id" AND c."id" = tc."company_id";
