import { SchoolStatus, type TSchoolStatus } from '@haoduo/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Member schools (tenants of the platform). Owned by the identity module. */
export const schools = pgTable(
  'schools',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    provinceId: integer('province_id'),
    cityId: integer('city_id'),
    districtId: integer('district_id'),
    address: text('address'),
    contactName: text('contact_name'),
    contactMobile: text('contact_mobile'),
    status: integer('status').$type<TSchoolStatus>().notNull().default(SchoolStatus.ENABLED),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The back office's school list: region filters, status, newest first.
    index('schools_district_idx').on(t.districtId),
    index('schools_city_idx').on(t.cityId),
    index('schools_province_idx').on(t.provinceId),
    index('schools_status_created_idx').on(t.status, t.createdAt),
    index('schools_created_idx').on(t.createdAt, t.id),
  ],
);

/** Platform semesters. Owned by modules/semesters. */
export const semesters = pgTable(
  'platform_semesters',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    currentSemester: boolean('current_semester').notNull().default(false),
  },
  (t) => [
    // At most one semester is current.
    uniqueIndex('platform_semesters_one_current')
      .on(t.currentSemester)
      .where(sql`${t.currentSemester}`),
  ],
);
