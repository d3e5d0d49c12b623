import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../platform/db/database';
import type { TJobQueue } from '../../platform/jobs/job-types';
import type { TAiRegistry } from '../../providers/ai/registry';
import type { TStoragePort } from '../../providers/storage/storage-port';
import type { TSafetyGate } from '../safety';

/** What the workshop's services are given (built once in workshop.plugin.ts). */
export interface TWorkshop {
  db: TDb;
  storage: TStoragePort;
  registry: TAiRegistry;
  jobs: TJobQueue;
  log: FastifyBaseLogger;
  /** The safety gate every pupil's text and picture, and every answer for a pupil, passes. */
  safety: TSafetyGate;
}
