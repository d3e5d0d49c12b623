import { createHmac, createHash, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hmacSha256, sha256, toHex, utf8Bytes } from './sha256';
import {
  canonicalQuery,
  computeSignature,
  signaturesEqual,
  signedQueryString,
  toQueryPairs,
} from './sign';

describe('sha256', () => {
  it('matches the FIPS 180-2 vectors', () => {
    expect(toHex(sha256(utf8Bytes('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(toHex(sha256(utf8Bytes('')))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(
      toHex(sha256(utf8Bytes('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'))),
    ).toBe('248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1');
  });

  it('agrees with node:crypto for any input length', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const expected = createHash('sha256').update(bytes).digest('hex');
        expect(toHex(sha256(bytes))).toBe(expected);
      }),
    );
  });
});

describe('hmacSha256', () => {
  it('matches RFC 4231 test cases 1, 2 and 6', () => {
    const key1 = new Uint8Array(20).fill(0x0b);
    expect(toHex(hmacSha256(key1, utf8Bytes('Hi There')))).toBe(
      'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    );
    expect(toHex(hmacSha256(utf8Bytes('Jefe'), utf8Bytes('what do ya want for nothing?')))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    const key6 = new Uint8Array(131).fill(0xaa);
    expect(
      toHex(hmacSha256(key6, utf8Bytes('Test Using Larger Than Block-Size Key - Hash Key First'))),
    ).toBe('60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54');
  });

  it('agrees with node:crypto for random keys and messages', () => {
    for (let i = 0; i < 50; i++) {
      const key = randomBytes(i * 3);
      const message = randomBytes(i * 7);
      expect(toHex(hmacSha256(key, message))).toBe(
        createHmac('sha256', key).update(message).digest('hex'),
      );
    }
  });
});

// Computed once with node:crypto; any other implementation (Java, Python, a partner's app)
// must produce the same hex for the same inputs.
const KNOWN_GET_SIGN = '874857cc6833ae4804916512fea71d66fe2d47eb702e0c427194d6faafc4dffb';

describe('request signature', () => {
  it('signs a known GET request (fixed vector)', () => {
    const payload = canonicalQuery(toQueryPairs({ schoolId: 1, aiToolType: 12, name: '张 三&' }));
    expect(payload).toBe('aiToolType=12&name=%E5%BC%A0%20%E4%B8%89%26&schoolId=1');
    const sign = computeSignature({
      ts: 1_700_000_000_000,
      token: 'tok',
      payload,
      salt: 'salt',
    });
    expect(sign).toBe(
      createHmac('sha256', 'salt').update(`1700000000000\ntok\n${payload}`).digest('hex'),
    );
    expect(sign).toBe(KNOWN_GET_SIGN);
  });

  it('leaves ts and sign out of the canonical payload and drops undefined values', () => {
    expect(
      canonicalQuery([
        ['b', '2'],
        ['ts', '1'],
        ['sign', 'x'],
        ['a', '1'],
      ]),
    ).toBe('a=1&b=2');
    expect(toQueryPairs({ a: undefined, b: null, c: [1, 2] })).toEqual([
      ['c', '1'],
      ['c', '2'],
    ]);
  });

  it('signs a POST over the exact body text', () => {
    const body = JSON.stringify({ username: 'stu001' });
    const qs = new URLSearchParams(
      signedQueryString({ method: 'POST', body, token: '', salt: 's', now: 42 }),
    );
    expect(qs.get('ts')).toBe('42');
    expect(qs.get('sign')).toBe(createHmac('sha256', 's').update(`42\n\n${body}`).digest('hex'));
  });

  it('builds a GET query whose sign covers the other parameters', () => {
    const qs = new URLSearchParams(
      signedQueryString({ method: 'GET', query: { mobile: '13800000001' }, salt: 's', now: 7 }),
    );
    expect(qs.get('mobile')).toBe('13800000001');
    expect(qs.get('sign')).toBe(
      createHmac('sha256', 's').update('7\n\nmobile=13800000001').digest('hex'),
    );
  });

  it('compares signatures by value', () => {
    expect(signaturesEqual('abc', 'abc')).toBe(true);
    expect(signaturesEqual('abc', 'abd')).toBe(false);
    expect(signaturesEqual('abc', 'ab')).toBe(false);
  });
});
