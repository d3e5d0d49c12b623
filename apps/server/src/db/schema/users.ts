import {
  MemberStatus,
  UserStatus,
  type TAccountType,
  type TMemberStatus,
  type TStaffType,
  type TTeacherRoleType,
  type TUserStatus,
} from '@haoduo/contract';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { schools } from './schools';

/**
 * People and their credentials. One row per person: a teacher (signs in by mobile),
 * a student (signs in by login name) or back-office staff (by user name or mobile).
 * Owned by modules/identity.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Login name (students, staff). Unique, case-insensitive. */
    username: text('username'),
    mobile: text('mobile'),
    passwordHash: text('password_hash'),
    /** 1 active, 0 disabled. */
    status: smallint('status').$type<TUserStatus>().notNull().default(UserStatus.ACTIVE),
    /** Optional public pen name for works (protects minors' real names). */
    penName: text('pen_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_mobile_unique').on(t.mobile),
  ],
);

/**
 * A person's account in one school: a teacher account (1) or a student account (2).
 * The `accountList` of a sign-in result lists these.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    accountType: smallint('account_type').$type<TAccountType>().notNull(),
    /** Name shown in this school (usually the person's name). */
    name: text('name').notNull(),
    /** Teachers: role in the school (1 teacher, 2 school manager). */
    teacherRoleType: smallint('teacher_role_type').$type<TTeacherRoleType>(),
    /** 1 active, 0 disabled. */
    status: smallint('status').$type<TMemberStatus>().notNull().default(MemberStatus.ENABLED),
    /** Trial (tourist) accounts get the trial permission. */
    tourist: smallint('tourist').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_user_school_type_unique').on(t.userId, t.schoolId, t.accountType),
    index('accounts_school_idx').on(t.schoolId, t.accountType),
  ],
);

/** Back-office staff roles. Owned by modules/identity. */
export const staffMembers = pgTable('staff_members', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  /** StaffType: 1 super administrator, 2 area staff, 3 school manager. */
  staffType: smallint('staff_type').$type<TStaffType>().notNull(),
  /** For school managers: the school they manage. */
  schoolId: integer('school_id').references(() => schools.id),
  /** For area staff: the district they oversee. */
  districtId: integer('district_id'),
});
