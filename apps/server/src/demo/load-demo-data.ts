import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { appMeta } from '../db/schema';
import type { TDb } from '../platform/db/database';
import { seedLoginRecords } from './seed-login-records';
import { seedPeopleAndClasses } from './seed-people-and-classes';
import { seedClassesAndTools } from './seed-classes-and-tools';
import { seedAiWorkshop } from './seed-ai-workshop';
import { seedSafety } from './seed-safety';
import { seedWorks } from './seed-works';
import { seedBackOffice } from './seed-back-office';
import { seedStaff } from './seed-staff';
import { seedPrintOrders } from '../modules/print-order';
import { seedCompetitions } from './seed-competitions';
import { seedCourses } from './seed-courses';
import { seedFormQuestions } from './seed-form-questions';
import { seedWeekSchedules } from './seed-week-schedules';
import type { TStoragePort } from '../providers/storage/storage-port';

/** What some steps need besides the database (the server secret for encrypted fields). */
export interface TDemoContext {
  appSecret?: string;
  /** Where demo files go (the server's storage port). Steps that need it wait for it. */
  storage?: TStoragePort;
}

/**
 * Demo data, loaded once per installation. Each step runs in its own transaction and is
 * remembered in app_meta, so a restart never loads it twice and later steps (works,
 * competitions, ...) are added to existing installations.
 */
const STEPS: {
  key: string;
  run: (db: TDb, context: TDemoContext) => Promise<void>;
  /** Skipped (and not remembered) when the context lacks this, e.g. in API tests. */
  needs?: 'storage';
}[] = [
  { key: 'demo:people-and-classes:v1', run: seedPeopleAndClasses },
  { key: 'demo:login-records:v1', run: seedLoginRecords },
  { key: 'demo:classes-and-tools:v1', run: seedClassesAndTools },
  { key: 'demo:ai-workshop:v1', run: seedAiWorkshop },
  { key: 'demo:safety:v1', run: seedSafety },
  { key: 'demo:staff:v1', run: seedStaff },
  { key: 'demo:works:v1', run: seedWorks, needs: 'storage' },
  {
    key: 'demo:back-office:v1',
    run: (db, context) => seedBackOffice(db, context.storage!),
    needs: 'storage',
  },
  {
    key: 'demo:print-orders:v1',
    run: (db, context) => seedPrintOrders(db, context.storage!),
    needs: 'storage',
  },
  // After the works: their pictures are the competitions' covers.
  { key: 'demo:competitions:v1', run: seedCompetitions, needs: 'storage' },
  // After the works too: their pictures are the courses' covers and examples.
  { key: 'demo:courses:v1', run: seedCourses, needs: 'storage' },
  // After the courses: a quiz for each of their lessons.
  { key: 'demo:form-questions:v1', run: seedFormQuestions, needs: 'storage' },
  // After the courses and works: the classes' week schedules and the lessons' hand-ins.
  { key: 'demo:week-schedules:v1', run: seedWeekSchedules, needs: 'storage' },
];

export async function loadDemoData(
  db: TDb,
  log: FastifyBaseLogger,
  context: TDemoContext = {},
): Promise<void> {
  for (const step of STEPS) {
    if (step.needs && !context[step.needs]) continue;
    const loaded = await db.transaction(async (tx) => {
      const [done] = await tx.select().from(appMeta).where(eq(appMeta.key, step.key)).limit(1);
      if (done) return false;
      await step.run(tx, context);
      await tx.insert(appMeta).values({ key: step.key, value: new Date().toISOString() });
      return true;
    });
    if (loaded) log.info({ step: step.key }, 'demo data loaded');
  }
}
