/** Where uploaded and generated files live. Adapters: local disk (default), S3-compatible. */
export interface TStoragePort {
  readonly name: string;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Bytes start..end (inclusive) of a stored file, or null when there is none (video seeking). */
  getRange(key: string, start: number, end: number): Promise<Buffer | null>;
  /** Size of a stored file, or null when there is none (read before fetching a big one). */
  size(key: string): Promise<number | null>;
  /** Throws when the store cannot be reached (the readiness check). */
  ping(): Promise<void>;
  /** Browser uploads and signed links straight to the store; absent for local disk. */
  readonly direct?: TDirectAccess;
}

/** A form the browser posts to the store: `fields` first, then the file in the part `file`. */
export interface TPresignedPost {
  url: string;
  fields: Record<string, string>;
}

export interface TDirectAccess {
  bucket: string;
  region: string;
  /** The endpoint browsers reach (S3_PUBLIC_ENDPOINT, else S3_ENDPOINT, else AWS). */
  endpoint: string;
  /**
   * A POST policy for one key (`key`) or any key under a prefix (`keyPrefix`), at most
   * `maxBytes`, of exactly `contentType` when given.
   */
  presignPost(input: {
    key?: string;
    keyPrefix?: string;
    maxBytes: number;
    contentType?: string;
    expiresSeconds: number;
  }): Promise<TPresignedPost>;
  /** A presigned GET of one stored file. */
  presignGet(key: string, expiresSeconds: number, contentType?: string): Promise<string>;
}

/** Keys are relative paths of safe characters; anything else is refused. */
export function assertSafeKey(key: string): void {
  if (!/^[A-Za-z0-9][A-Za-z0-9/_.-]{0,255}$/.test(key) || key.includes('..')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}
