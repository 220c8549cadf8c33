-- Runs left running side by side before this rule: the newest of each month goes on, the others end as failed.
UPDATE "payroll_runs" r SET "status" = 'failed', "finished_at" = now(),
  "failures" = '[{"employeeId":null,"name":null,"reason":"Another run of the same month was in progress."}]'::jsonb
WHERE r."status" = 'running' AND EXISTS (
  SELECT 1 FROM "payroll_runs" o
  WHERE o."status" = 'running' AND o."company_id" = r."company_id" AND o."year" = r."year"
    AND o."month" = r."month" AND (o."created_at", o."id") > (r."created_at", r."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_runs_one_running_idx" ON "payroll_runs" USING btree ("company_id","year","month") WHERE "payroll_runs"."status" = 'running';