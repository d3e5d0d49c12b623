import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../platform/db/database';
import type { TJobQueue } from '../../platform/jobs/job-types';
import type { TAiRegistry } from '../../providers/ai/registry';
import type { TStoragePort } from '../../providers/storage/storage-port';

/** What the workshop's services are given (built once in workshop.plugin.ts). */
export interface TWorkshop {
  db: TDb;
  storage: TStoragePort;
  registry: TAiRegistry;
  jobs: TJobQueue;
  log: FastifyBaseLogger;
}
