-- Every built-in role reads the region tree (the school filters and forms of the console).
UPDATE "staff_roles"
  SET "permissions" = "permissions" || ARRAY['region:*']::text[]
  WHERE "built_in" IN ('area-admin', 'school-admin')
    AND NOT ('region:*' = ANY("permissions"));
--> statement-breakpoint
UPDATE "staff_access_version" SET "version" = "version" + 1 WHERE "id" = 1;
