-- The built-in area and school roles follow their own file tasks (exports they may start,
-- imports of their classes) and read the back-office home page of their scope.
UPDATE "staff_roles"
  SET "permissions" = "permissions" || ARRAY['file-task:*', 'dashboard:*']::text[]
  WHERE "built_in" IN ('area-admin', 'school-admin')
    AND NOT ('dashboard:*' = ANY("permissions"));
--> statement-breakpoint
UPDATE "staff_access_version" SET "version" = "version" + 1 WHERE "id" = 1;
