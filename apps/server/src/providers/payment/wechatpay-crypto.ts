import {
  createCipheriv,
  createDecipheriv,
  createSign,
  createVerify,
  randomBytes,
} from 'node:crypto';
import type { KeyObject } from 'node:crypto';

/**
 * WeChat Pay API v3's primitives: RSA-SHA256 (PKCS#1 v1.5) signatures over newline-joined
 * fields, and AEAD_AES_256_GCM resources encrypted with the merchant's API v3 key.
 */

export const AUTH_SCHEME = 'WECHATPAY2-SHA256-RSA2048';

export function nonce(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}

export function rsaSign(message: string, privateKey: KeyObject | string): string {
  return createSign('RSA-SHA256').update(message).sign(privateKey, 'base64');
}

export function rsaVerify(
  message: string,
  signature: string,
  publicKey: KeyObject | string,
): boolean {
  try {
    return createVerify('RSA-SHA256').update(message).verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

/** What a request's signature covers: method, path with query, time, nonce, body. */
export function requestMessage(
  method: string,
  pathWithQuery: string,
  timestamp: string,
  nonceStr: string,
  body: string,
): string {
  return `${method}\n${pathWithQuery}\n${timestamp}\n${nonceStr}\n${body}\n`;
}

/** What an answer's or a notification's signature covers. */
export function responseMessage(timestamp: string, nonceStr: string, body: string): string {
  return `${timestamp}\n${nonceStr}\n${body}\n`;
}

export function authorizationHeader(fields: {
  mchid: string;
  nonceStr: string;
  signature: string;
  timestamp: string;
  serialNo: string;
}): string {
  return (
    `${AUTH_SCHEME} mchid="${fields.mchid}",nonce_str="${fields.nonceStr}",` +
    `signature="${fields.signature}",timestamp="${fields.timestamp}",serial_no="${fields.serialNo}"`
  );
}

export function parseAuthorization(header: string | undefined): Record<string, string> | null {
  if (!header?.startsWith(`${AUTH_SCHEME} `)) return null;
  const fields: Record<string, string> = {};
  for (const match of header.slice(AUTH_SCHEME.length + 1).matchAll(/(\w+)="([^"]*)"/g)) {
    fields[match[1]!] = match[2]!;
  }
  return fields;
}

export interface TEncryptedResource {
  algorithm: 'AEAD_AES_256_GCM';
  ciphertext: string;
  associated_data: string;
  original_type: string;
  nonce: string;
}

export function encryptResource(
  plaintext: string,
  apiV3Key: string,
  associatedData: string,
  originalType: string,
): TEncryptedResource {
  const iv = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(iv));
  cipher.setAAD(Buffer.from(associatedData));
  const body = Buffer.concat([
    cipher.update(plaintext, 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  return {
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: body.toString('base64'),
    associated_data: associatedData,
    original_type: originalType,
    nonce: iv,
  };
}

export function decryptResource(resource: TEncryptedResource, apiV3Key: string): string {
  const data = Buffer.from(resource.ciphertext, 'base64');
  const tag = data.subarray(data.length - 16);
  const decipher = createDecipheriv(
    'aes-256-gcm',
    Buffer.from(apiV3Key, 'utf8'),
    Buffer.from(resource.nonce),
  );
  decipher.setAAD(Buffer.from(resource.associated_data ?? ''));
  decipher.setAuthTag(tag);
  return Buffer.concat([
    decipher.update(data.subarray(0, data.length - 16)),
    decipher.final(),
  ]).toString('utf8');
}
