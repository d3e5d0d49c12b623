import { StaffType } from '@haoduo/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { schools, staffMembers } from '../db/schema';
import { createUser, findUserByMobile } from '../modules/identity';
import type { TDb } from '../platform/db/database';

/**
 * The back office's demo staff besides `admin`: an area's staff (杭州市) and a school manager
 * (好多AI实验小学), and the regions of the demo schools they are scoped by. Without roles of
 * their own, each acts with the built-in role of their staff type (区域管理员, 学校管理员).
 */
export const DEMO_SCHOOL_REGIONS = [
  // 浙江省 杭州市 西湖区
  { name: '好多AI实验小学', provinceId: 330000, cityId: 330100, districtId: 330106 },
  // 浙江省 宁波市 海曙区: outside the area staff's region
  { name: '未来科技中学', provinceId: 330000, cityId: 330200, districtId: 330203 },
] as const;

export const DEMO_AREA_STAFF = {
  name: '杭州市教育局',
  username: 'area-hz',
  mobile: '13700000002',
  password: 'Area12345',
  /** 杭州市 */
  regionId: 330100,
} as const;

export const DEMO_SCHOOL_MANAGER = {
  name: '好多AI实验小学管理员',
  username: 'school-hd',
  mobile: '13700000003',
  password: 'School12345',
  school: '好多AI实验小学',
} as const;

export async function seedStaff(db: TDb): Promise<void> {
  for (const region of DEMO_SCHOOL_REGIONS) {
    const { name, ...ids } = region;
    await db
      .update(schools)
      .set(ids)
      .where(and(eq(schools.name, name), isNull(schools.cityId)));
  }

  if (!(await findUserByMobile(db, DEMO_AREA_STAFF.mobile))) {
    const { regionId, ...user } = DEMO_AREA_STAFF;
    const userId = await createUser(db, user);
    await db
      .insert(staffMembers)
      .values({ userId, staffType: StaffType.AREA_STAFF, districtId: regionId });
  }

  const [school] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.name, DEMO_SCHOOL_MANAGER.school))
    .limit(1);
  if (school && !(await findUserByMobile(db, DEMO_SCHOOL_MANAGER.mobile))) {
    const { school: _school, ...user } = DEMO_SCHOOL_MANAGER;
    const userId = await createUser(db, user);
    await db
      .insert(staffMembers)
      .values({ userId, staffType: StaffType.SCHOOL_MANAGER, schoolId: school.id });
  }
}
