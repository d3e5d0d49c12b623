import type { TSmsPort } from '../providers/sms/sms-port';
import type { TStoragePort } from '../providers/storage/storage-port';
import type { TCluster } from './cluster/cluster';
import type { TConfig } from './config';
import type { TDatabase, TDb } from './db/database';

/** What every module's routes and services are given. Built once in app.ts. */
export interface TDeps {
  config: TConfig;
  database: TDatabase;
  /** What the server processes share (Redis), or nothing when one process runs. */
  cluster: TCluster;
  db: TDb;
  sms: TSmsPort;
  storage: TStoragePort;
}
