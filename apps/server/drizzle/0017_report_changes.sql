CREATE TABLE "report_changes" (
	"table_name" text NOT NULL,
	"changes" integer NOT NULL
);
--> statement-breakpoint
-- Every statement that writes a table reports read adds one change for it (decision 021): a report
-- remembered beside the sums it was computed at stays right until a sum moves.
CREATE FUNCTION "report_changes_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "report_changes" ("table_name", "changes") VALUES (TG_TABLE_NAME, 1);
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['employees', 'departments', 'users', 'attendance_days', 'attendance_regularizations',
                           'leave_requests', 'leave_types', 'time_entries', 'audit_log'] LOOP
    EXECUTE format('CREATE TRIGGER "report_changes_track" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
                      FOR EACH STATEMENT EXECUTE FUNCTION "report_changes_track"()', t);
  END LOOP;
END
$$;
