-- Built-in roles and the teaching calendar: school managers keep their school's week schedules
-- and their school's own quiz questions; area staff read the schedules of their area's classes.
UPDATE "staff_roles" SET "permissions" = ARRAY(
  SELECT DISTINCT p FROM unnest("permissions" || ARRAY['week-schedule:*', 'form-question:*']::text[]) AS p ORDER BY p
), "updated_at" = now() WHERE "built_in" = 'school-admin';
--> statement-breakpoint
UPDATE "staff_roles" SET "permissions" = ARRAY(
  SELECT DISTINCT p FROM unnest("permissions" || ARRAY['week-schedule:class-detail', 'week-schedule:error-class-stat']::text[]) AS p ORDER BY p
), "updated_at" = now() WHERE "built_in" = 'area-admin';
--> statement-breakpoint
UPDATE "staff_access_version" SET "version" = "version" + 1 WHERE "id" = 1;
