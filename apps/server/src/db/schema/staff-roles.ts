import type { TMaskedField, TRoleScopeKind } from '@haoduo/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Back-office roles as data: what a role's users may do (permission codes of `mng`
 * endpoints), which rows they see (data scope) and which personal fields they read unmasked.
 * Owned by modules/staff.
 */
export const staffRoles = pgTable(
  'staff_roles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** A built-in role's key (super-admin, area-admin, school-admin, operator); null for others. */
    builtIn: text('built_in'),
    /** The tenant code (permission-tenant-en) the role belongs to. */
    tenantCode: text('tenant_code').notNull().default('53'),
    remark: text('remark'),
    /** Permission codes; `*` is every permission, `<resource>:*` every one of a resource. */
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    scopeKind: text('scope_kind').$type<TRoleScopeKind>().notNull().default('member'),
    /** Region ids (regions) or school ids (schools) of the scope. */
    scopeIds: integer('scope_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** The masked fields the role's users read unmasked. */
    unmask: text('unmask')
      .array()
      .$type<TMaskedField[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_roles_tenant_name_unique').on(t.tenantCode, t.name),
    uniqueIndex('staff_roles_built_in_unique').on(t.builtIn),
  ],
);

/** A bundle of roles for an organisation member type (and departments). */
export const staffRolePackages = pgTable(
  'staff_role_packages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    tenantCode: text('tenant_code').notNull().default('53'),
    /** The spec's orgMemberType: the staff type the package is made for. */
    orgMemberType: smallint('org_member_type'),
    roleIds: integer('role_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** The departments the package is for (the spec's deptIdList). */
    deptIds: integer('dept_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    remark: text('remark'),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_role_packages_tenant_name_unique').on(t.tenantCode, t.name)],
);

/** Roles given to a staff user directly. */
export const staffUserRoles = pgTable(
  'staff_user_roles',
  {
    userId: integer('user_id').notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => staffRoles.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.roleId] }),
    index('staff_user_roles_role_idx').on(t.roleId),
  ],
);

/** Role packages given to a staff user (their roles count as the user's). */
export const staffUserRolePackages = pgTable(
  'staff_user_role_packages',
  {
    userId: integer('user_id').notNull(),
    packageId: integer('package_id')
      .notNull()
      .references(() => staffRolePackages.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.packageId] }),
    index('staff_user_role_packages_package_idx').on(t.packageId),
  ],
);

/**
 * One row counting changes to roles and their assignments: every process compares it with the
 * version its kept staff access was computed at, so a change takes effect on the next request.
 */
export const staffAccessVersion = pgTable('staff_access_version', {
  id: smallint('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
