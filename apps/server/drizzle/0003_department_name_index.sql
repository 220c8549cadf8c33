DROP INDEX "employees_department_id_idx";--> statement-breakpoint
CREATE INDEX "employees_department_name_idx" ON "employees" USING btree ("department_id","first_name","last_name","id");