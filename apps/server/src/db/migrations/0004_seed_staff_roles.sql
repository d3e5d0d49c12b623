-- The built-in back-office roles. A staff user without roles of their own acts with the built-in
-- role of their staff type (1 super-admin, 2 area-admin, 3 school-admin, 4 operator).
-- Permission patterns: `*` any text within a code; a leading `!` takes codes away.
INSERT INTO "staff_access_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "staff_roles" ("name", "built_in", "remark", "permissions", "scope_kind", "unmask") VALUES
  ('超级管理员', 'super-admin', '全部权限，全部数据', ARRAY['*']::text[], 'all', ARRAY['mobile', 'idCard', 'realName']::text[]),
  ('平台运营', 'operator', '除员工与角色外的全部权限，全部数据',
    ARRAY['*', '!role:*', '!role-package:*', '!permission:*', '!staff-user:*']::text[], 'all', ARRAY[]::text[]),
  ('区域管理员', 'area-admin', '所辖区域学校的查询与作品管理',
    ARRAY['*:query', '*:list', '*:list-*', '*-list', '*:detail', '*:detail-*', '*:search', '*:search-*', '*:find', '*:find-*',
      '*:view-*', '*:export', '*:export-*', '*:page', '*:platform-list', '*:stats', '*-stats', '*:transfer-targets',
      'works:*', 'fanbook-works:*', 'user:read-by-mobile',
      '!role:*', '!role-package:*', '!permission:*', '!staff-user:*']::text[], 'member', ARRAY[]::text[]),
  ('学校管理员', 'school-admin', '本校的班级、师生、作品与积分',
    ARRAY['class:*', 'student:*', 'teacher:*', 'works:*', 'fanbook-works:*', 'tag:list', 'ai-draw:*', 'ai-point:*',
      'ai-point-config:find', 'ai-point-code:list', 'ai-tool-config:*', 'safety:*', 'media:upload',
      '*:query', '*:list', '*:list-*', '*-list', '*:detail', '*:detail-*', '*:search', '*:search-*', '*:find', '*:find-*',
      '*:view-*', '*:export', '*:export-*', '*:page', '*:stats', '*-stats', 'file-task:*', 'download:*', 'user:read-by-mobile',
      '!role:*', '!role-package:*', '!permission:*', '!staff-user:*']::text[],
    'member', ARRAY[]::text[])
ON CONFLICT DO NOTHING;
