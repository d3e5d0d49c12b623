import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { TFileTask } from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config';
import { createS3Storage } from '../src/providers/storage/s3-storage';
import { callAs, makeClass, makeSchool, makeStaff } from './factories/school';
import { startS3TestServer, type TS3TestServer } from './helpers/s3-test-server';
import { createTestApp, type TTestApp } from './helpers/test-app';

/**
 * STORAGE=s3 beyond uploads: the port itself, a back-office export (a file task's xlsx) kept
 * in the bucket and downloaded back, and the health check of the bucket.
 */
let s3: TS3TestServer;
let t: TTestApp;
const keysIn = async (prefix: string) => {
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const list = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
  return (list.Contents ?? []).map((item) => item.Key!);
};

beforeAll(async () => {
  s3 = await startS3TestServer();
  t = await createTestApp({ demo: false, env: s3.env });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('the S3 storage port', () => {
  it('puts, reads whole and in part, sizes, deletes; a missing key is null', async () => {
    const storage = createS3Storage(loadConfig(s3.env).s3!);
    const body = Buffer.from('0123456789abcdef');
    await storage.put('tests/port.bin', body, 'application/octet-stream');
    expect(await storage.get('tests/port.bin')).toEqual(body);
    expect(await storage.size('tests/port.bin')).toBe(16);
    expect(await storage.getRange('tests/port.bin', 4, 7)).toEqual(Buffer.from('4567'));
    expect(await storage.exists('tests/port.bin')).toBe(true);
    await storage.delete('tests/port.bin');
    expect(await storage.get('tests/port.bin')).toBeNull();
    expect(await storage.size('tests/port.bin')).toBeNull();
    expect(await storage.exists('tests/port.bin')).toBe(false);
    await expect(storage.get('../etc/passwd')).rejects.toThrow('Unsafe storage key');
  });

  it('refuses to work with a wrong secret (the store checks every signature)', async () => {
    const storage = createS3Storage({ ...loadConfig(s3.env).s3!, secretAccessKey: 'wrong' });
    await expect(storage.put('tests/x.bin', Buffer.from('x'), 'text/plain')).rejects.toThrow();
    await expect(storage.ping()).rejects.toThrow();
  });
});

describe('exports and health with STORAGE=s3', () => {
  it('keeps an export in the bucket and downloads it back', async () => {
    const schoolId = await makeSchool(t, '存储小学');
    await makeClass(t, { schoolId, name: '存储一班' });
    const admin = await makeStaff(t);
    const started = await t.api.get<TFileTask>(
      '/api/v1/works-service/course-class/mng/export',
      { schoolId },
      callAs(admin),
    );
    expect(started.status).toBe(200);
    const before = await keysIn('');
    await t.app.fileTasks.jobs.drain();
    const added = (await keysIn('')).filter((key) => !before.includes(key));
    expect(added.some((key) => key.endsWith('.xlsx'))).toBe(true);
    const file = await t.api.get(
      '/api/v1/works-service/file-task/mng/download',
      { id: started.body.data.id },
      callAs(admin),
    );
    expect(file.status).toBe(200);
    expect(file.raw.headers['content-type']).toContain('spreadsheetml');
    expect(file.raw.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('reports the bucket in /api/health, and a missing bucket as down', async () => {
    const up = await t.api.get<{ storage: string; ready: boolean }>('/api/health');
    expect(up.body.data).toMatchObject({ storage: 'up', ready: true });
    const other = await createTestApp({ demo: false, env: { ...s3.env, S3_BUCKET: 'no-such' } });
    try {
      const down = await other.api.get<{ storage: string; ready: boolean }>('/api/health');
      expect(down.body.data).toMatchObject({ storage: 'down', ready: false });
    } finally {
      await other.close();
    }
  });
});
