import path from 'node:path';
import type { TConfig } from '../../platform/config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { TStoragePort } from './storage-port';

/** The storage port chosen by STORAGE: local disk under DATA_DIR/files, or S3-compatible. */
export function createStorage(config: TConfig): TStoragePort {
  return config.s3
    ? createS3Storage(config.s3)
    : createLocalStorage(path.join(config.dataDir, 'files'));
}

/** Where browsers send uploads (the page's connect-src): the store's public endpoint. */
export function storageOrigins(config: TConfig): string[] {
  if (!config.s3) return [];
  const endpoint = config.s3.publicEndpoint ?? config.s3.endpoint;
  return endpoint ? [new URL(endpoint).origin] : ['https://*.amazonaws.com'];
}
