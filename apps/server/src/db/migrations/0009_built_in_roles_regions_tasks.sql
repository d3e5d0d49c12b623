-- Built-in roles: area and school staff read regions and the dashboard and run their own file
-- tasks; school managers also look after sign-in locks and records of their school.
UPDATE "staff_roles" SET "permissions" = ARRAY(
  SELECT DISTINCT p FROM unnest("permissions" || ARRAY['region:*', 'dashboard:*', 'file-task:*']::text[]) AS p ORDER BY p
), "updated_at" = now() WHERE "built_in" IN ('area-admin', 'school-admin');
--> statement-breakpoint
UPDATE "staff_roles" SET "permissions" = ARRAY(
  SELECT DISTINCT p FROM unnest("permissions" || ARRAY['user-lock:*', 'login-record:*']::text[]) AS p ORDER BY p
), "updated_at" = now() WHERE "built_in" = 'school-admin';
--> statement-breakpoint
UPDATE "staff_access_version" SET "version" = "version" + 1 WHERE "id" = 1;
