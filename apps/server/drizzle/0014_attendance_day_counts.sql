CREATE TABLE "attendance_day_counts" (
	"company_id" uuid NOT NULL,
	"date" date NOT NULL,
	"status" "attendance_status" NOT NULL,
	"days" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_day_counts" ADD CONSTRAINT "attendance_day_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_day_counts_company_date_idx" ON "attendance_day_counts" USING btree ("company_id","date","status");--> statement-breakpoint
CREATE INDEX "attendance_days_company_status_date_name_idx" ON "attendance_days" USING btree ("company_id","status","date" DESC NULLS FIRST,"sort_name","employee_id");--> statement-breakpoint
-- Each statement that writes attendance days adds its signed changes per (company, date, status).
-- One function for the three triggers: a trigger with transition tables takes one event.
CREATE FUNCTION "attendance_day_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "attendance_day_counts" ("company_id", "date", "status", "days")
    SELECT "company_id", "date", "status", count(*) FROM "new_days" GROUP BY 1, 2, 3;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "attendance_day_counts" ("company_id", "date", "status", "days")
    SELECT "company_id", "date", "status", -count(*) FROM "old_days" GROUP BY 1, 2, 3;
  ELSE
    INSERT INTO "attendance_day_counts" ("company_id", "date", "status", "days")
    SELECT "company_id", "date", "status", sum("change")
      FROM (SELECT "company_id", "date", "status", -1 AS "change" FROM "old_days"
            UNION ALL
            SELECT "company_id", "date", "status", 1 FROM "new_days") AS "changes"
     GROUP BY 1, 2, 3
    HAVING sum("change") <> 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "attendance_day_counts_insert" AFTER INSERT ON "attendance_days"
  REFERENCING NEW TABLE AS "new_days" FOR EACH STATEMENT EXECUTE FUNCTION "attendance_day_counts_track"();--> statement-breakpoint
CREATE TRIGGER "attendance_day_counts_update" AFTER UPDATE ON "attendance_days"
  REFERENCING OLD TABLE AS "old_days" NEW TABLE AS "new_days" FOR EACH STATEMENT EXECUTE FUNCTION "attendance_day_counts_track"();--> statement-breakpoint
CREATE TRIGGER "attendance_day_counts_delete" AFTER DELETE ON "attendance_days"
  REFERENCING OLD TABLE AS "old_days" FOR EACH STATEMENT EXECUTE FUNCTION "attendance_day_counts_track"();--> statement-breakpoint
INSERT INTO "attendance_day_counts" ("company_id", "date", "status", "days")
SELECT "company_id", "date", "status", count(*) FROM "attendance_days" GROUP BY 1, 2, 3;
