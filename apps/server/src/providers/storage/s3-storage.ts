import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { TS3Config } from '../../platform/provider-config';
import { assertSafeKey, type TStoragePort } from './storage-port';

const clientOf = (config: TS3Config, endpoint: string | undefined) =>
  new S3Client({
    region: config.region,
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums the SDK adds by default are not understood by every S3-compatible store.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });

const missing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 ||
    error.name === 'NoSuchKey' ||
    error.name === 'NotFound');

/**
 * Files in an S3-compatible store (AWS S3, MinIO, Aliyun OSS, Tencent COS, Ceph...). The
 * server reads and writes with S3_ENDPOINT; links and upload forms for browsers are signed
 * for S3_PUBLIC_ENDPOINT when the browsers reach the store at another address.
 */
export function createS3Storage(config: TS3Config): TStoragePort {
  const client = clientOf(config, config.endpoint);
  const publicEndpoint = config.publicEndpoint ?? config.endpoint;
  const signer =
    config.publicEndpoint && config.publicEndpoint !== config.endpoint
      ? clientOf(config, config.publicEndpoint)
      : client;
  const Bucket = config.bucket;
  const object = (key: string) => {
    assertSafeKey(key);
    return { Bucket, Key: key };
  };

  return {
    name: 's3',
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ ...object(key), Body: body, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand(object(key)));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async getRange(key, start, end) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ ...object(key), Range: `bytes=${start}-${end}` }),
        );
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand(object(key)));
    },
    async exists(key) {
      return (await this.size(key)) !== null;
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand(object(key)));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    direct: {
      bucket: Bucket,
      region: config.region,
      endpoint: publicEndpoint ?? `https://s3.${config.region}.amazonaws.com`,
      async presignPost({ key, keyPrefix, maxBytes, contentType, expiresSeconds }) {
        const conditions: NonNullable<Parameters<typeof createPresignedPost>[1]['Conditions']> = [
          ['content-length-range', 1, maxBytes],
        ];
        if (keyPrefix) conditions.push(['starts-with', '$key', keyPrefix]);
        if (contentType) conditions.push(['eq', '$Content-Type', contentType]);
        const post = await createPresignedPost(signer, {
          Bucket,
          Key: key ?? `${keyPrefix}\${filename}`,
          Conditions: conditions,
          Fields: contentType ? { 'Content-Type': contentType } : {},
          Expires: expiresSeconds,
        });
        return { url: post.url, fields: post.fields };
      },
      async presignGet(key, expiresSeconds, contentType) {
        return getSignedUrl(
          signer,
          new GetObjectCommand({
            ...object(key),
            ...(contentType ? { ResponseContentType: contentType } : {}),
          }),
          { expiresIn: expiresSeconds },
        );
      },
    },
  };
}
