CREATE TABLE "attendance_person_months" (
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"month" date NOT NULL,
	"day_bits" bigint NOT NULL,
	"clocked_bits" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_rollups" (
	"company_id" uuid NOT NULL,
	"date" date NOT NULL,
	"department_id" uuid,
	"office_id" uuid,
	"status" "attendance_status" NOT NULL,
	"clocked" boolean NOT NULL,
	"days" integer NOT NULL,
	"worked_minutes" bigint NOT NULL,
	"break_minutes" bigint NOT NULL,
	"overtime_minutes" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_entry_counts" (
	"company_id" uuid NOT NULL,
	"work_date" date NOT NULL,
	"flagged" boolean NOT NULL,
	"entries" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_day_counts" DROP CONSTRAINT "attendance_day_counts_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "attendance_days" ADD COLUMN "department_id" uuid;--> statement-breakpoint
ALTER TABLE "attendance_days" ADD COLUMN "office_id" uuid;--> statement-breakpoint
CREATE INDEX "attendance_person_months_company_month_idx" ON "attendance_person_months" USING btree ("company_id","month","employee_id");--> statement-breakpoint
CREATE INDEX "attendance_rollups_company_date_idx" ON "attendance_rollups" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "time_entry_counts_company_date_idx" ON "time_entry_counts" USING btree ("company_id","work_date");--> statement-breakpoint
-- A day carries its person's department and office: filled on insert from the person's record,
-- rewritten when the person moves. Reports read the rollups below by them (decision 021).
UPDATE "attendance_days" AS d SET "department_id" = e."department_id", "office_id" = e."office_id"
  FROM "employees" AS e
 WHERE e."id" = d."employee_id" AND (e."department_id" IS NOT NULL OR e."office_id" IS NOT NULL);--> statement-breakpoint
CREATE FUNCTION "attendance_days_place"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "department_id", "office_id" INTO NEW."department_id", NEW."office_id"
    FROM "employees" WHERE "id" = NEW."employee_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "attendance_days_place" BEFORE INSERT ON "attendance_days"
  FOR EACH ROW EXECUTE FUNCTION "attendance_days_place"();--> statement-breakpoint
-- A person who moves takes their days along. The lock waits for statements writing days that read
-- the old place and keeps new ones out until this commits, so no day keeps a stale place.
CREATE FUNCTION "employees_move_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "attendance_days" IN SHARE ROW EXCLUSIVE MODE;
  UPDATE "attendance_days" SET "department_id" = NEW."department_id", "office_id" = NEW."office_id"
   WHERE "employee_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "employees_move_days" AFTER UPDATE OF "department_id", "office_id" ON "employees"
  FOR EACH ROW
  WHEN (OLD."department_id" IS DISTINCT FROM NEW."department_id" OR OLD."office_id" IS DISTINCT FROM NEW."office_id")
  EXECUTE FUNCTION "employees_move_days"();--> statement-breakpoint
-- Each statement that writes days adds its signed changes to the rollups and the person months:
-- the rows it removed (old) count -1 and those it wrote (new) +1; a key that nets nothing is left
-- out, so a punch's new minutes write one rollup row and no person month.
CREATE FUNCTION "attendance_rollups_track"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT *, 1 AS sign FROM new_days'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS sign FROM old_days'
    ELSE 'SELECT *, -1 AS sign FROM old_days UNION ALL SELECT *, 1 FROM new_days' END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO "attendance_rollups" ("company_id", "date", "department_id", "office_id", "status", "clocked",
                                      "days", "worked_minutes", "break_minutes", "overtime_minutes")
    SELECT "company_id", "date", "department_id", "office_id", "status", "first_in" IS NOT NULL,
           sum(sign), sum(sign * "worked_minutes"), sum(sign * "break_minutes"), sum(sign * "overtime_minutes")
      FROM (%s) AS c
     GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(sign) <> 0 OR sum(sign * "worked_minutes") <> 0 OR sum(sign * "break_minutes") <> 0
        OR sum(sign * "overtime_minutes") <> 0$sql$, changes);
  EXECUTE format($sql$
    INSERT INTO "attendance_person_months" ("company_id", "employee_id", "month", "day_bits", "clocked_bits")
    SELECT "company_id", "employee_id", date_trunc('month', "date")::date,
           sum(sign * bit), coalesce(sum(sign * bit) FILTER (WHERE "first_in" IS NOT NULL), 0)
      FROM (SELECT *, 1::bigint << (extract(day FROM "date")::int - 1) AS bit FROM (%s) AS c) AS b
     GROUP BY 1, 2, 3
    HAVING sum(sign * bit) <> 0 OR coalesce(sum(sign * bit) FILTER (WHERE "first_in" IS NOT NULL), 0) <> 0$sql$, changes);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "attendance_rollups_insert" AFTER INSERT ON "attendance_days"
  REFERENCING NEW TABLE AS "new_days" FOR EACH STATEMENT EXECUTE FUNCTION "attendance_rollups_track"();--> statement-breakpoint
CREATE TRIGGER "attendance_rollups_update" AFTER UPDATE ON "attendance_days"
  REFERENCING OLD TABLE AS "old_days" NEW TABLE AS "new_days" FOR EACH STATEMENT EXECUTE FUNCTION "attendance_rollups_track"();--> statement-breakpoint
CREATE TRIGGER "attendance_rollups_delete" AFTER DELETE ON "attendance_days"
  REFERENCING OLD TABLE AS "old_days" FOR EACH STATEMENT EXECUTE FUNCTION "attendance_rollups_track"();--> statement-breakpoint
INSERT INTO "attendance_rollups" ("company_id", "date", "department_id", "office_id", "status", "clocked",
                                  "days", "worked_minutes", "break_minutes", "overtime_minutes")
SELECT "company_id", "date", "department_id", "office_id", "status", "first_in" IS NOT NULL,
       count(*), sum("worked_minutes"), sum("break_minutes"), sum("overtime_minutes")
  FROM "attendance_days" GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
INSERT INTO "attendance_person_months" ("company_id", "employee_id", "month", "day_bits", "clocked_bits")
SELECT "company_id", "employee_id", date_trunc('month', "date")::date,
       sum(1::bigint << (extract(day FROM "date")::int - 1)),
       coalesce(sum(1::bigint << (extract(day FROM "date")::int - 1)) FILTER (WHERE "first_in" IS NOT NULL), 0)
  FROM "attendance_days" GROUP BY 1, 2, 3;
--> statement-breakpoint
-- Each statement that writes clock entries adds its signed changes per (company, work date, flagged).
CREATE FUNCTION "time_entry_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($sql$
    INSERT INTO "time_entry_counts" ("company_id", "work_date", "flagged", "entries")
    SELECT "company_id", "work_date", "flag" IS NOT NULL, sum(sign) FROM (%s) AS c
     GROUP BY 1, 2, 3 HAVING sum(sign) <> 0$sql$,
    CASE TG_OP
      WHEN 'INSERT' THEN 'SELECT *, 1 AS sign FROM new_entries'
      WHEN 'DELETE' THEN 'SELECT *, -1 AS sign FROM old_entries'
      ELSE 'SELECT *, -1 AS sign FROM old_entries UNION ALL SELECT *, 1 FROM new_entries' END);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "time_entry_counts_insert" AFTER INSERT ON "time_entries"
  REFERENCING NEW TABLE AS "new_entries" FOR EACH STATEMENT EXECUTE FUNCTION "time_entry_counts_track"();--> statement-breakpoint
CREATE TRIGGER "time_entry_counts_update" AFTER UPDATE ON "time_entries"
  REFERENCING OLD TABLE AS "old_entries" NEW TABLE AS "new_entries" FOR EACH STATEMENT EXECUTE FUNCTION "time_entry_counts_track"();--> statement-breakpoint
CREATE TRIGGER "time_entry_counts_delete" AFTER DELETE ON "time_entries"
  REFERENCING OLD TABLE AS "old_entries" FOR EACH STATEMENT EXECUTE FUNCTION "time_entry_counts_track"();--> statement-breakpoint
INSERT INTO "time_entry_counts" ("company_id", "work_date", "flagged", "entries")
SELECT "company_id", "work_date", "flag" IS NOT NULL, count(*) FROM "time_entries" GROUP BY 1, 2, 3;
