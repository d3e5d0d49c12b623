import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// s3rver ships no types; its constructor and run/close are all the tests use.
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore
import S3rver from 's3rver';
import { startSigV4Front } from './s3-sigv4-front';

/**
 * A local S3-compatible server for the storage tests and the cluster test: s3rver (pure Node:
 * the S3 API, presigned URLs and POST forms) behind a front that checks signatures, expiry and
 * POST policies as S3 does (s3rver itself does not). One bucket; the keys are S3RVER / S3RVER.
 */
export interface TS3TestServer {
  endpoint: string;
  bucket: string;
  /** The environment that points the server's STORAGE at it. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startS3TestServer(
  options: { bucket?: string; port?: number } = {},
): Promise<TS3TestServer> {
  const bucket = options.bucket ?? 'haoduo-test';
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'haoduo-s3-'));
  const server = new S3rver({
    port: options.port ?? 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  }) as { run(): Promise<{ port: number }>; close(): Promise<void> };
  const { port } = await server.run();
  const front = await startSigV4Front(`http://127.0.0.1:${port}`, bucket, { S3RVER: 'S3RVER' });
  const endpoint = front.endpoint;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await front.close();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Post a presigned POST form like a browser: its fields, then the file. */
export async function postForm(
  form: { url: string; fields: Record<string, string> },
  file: Buffer,
  fields: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...form.fields, ...fields }))
    body.append(name, value);
  body.append('file', new Blob([file]), 'upload.bin');
  const answer = await fetch(form.url, { method: 'POST', body });
  return { status: answer.status, text: await answer.text() };
}
