import { AiInputError, AiProviderError, type TAiFailure } from '../../shared/ai-error';

/**
 * What crosses between the server and the engine workers. Structured clone turns a Buffer
 * into a plain Uint8Array; `revive` turns them back, so both sides see the port's types.
 */

/** The CPU-heavy offline engines and the methods that run in a worker. */
export const POOLED_METHODS = {
  image: ['draw'],
  colouring: ['lineArt', 'autoColour'],
  music: ['compose'],
  video: ['animate'],
  model3d: ['build'],
} as const;

export type TPooledCapability = keyof typeof POOLED_METHODS;

export interface TEngineTask {
  id: number;
  capability: TPooledCapability;
  method: string;
  request: unknown;
}

export interface TWireError {
  name: string;
  message: string;
  failure?: TAiFailure;
  detail?: string;
}

export type TEngineReply = { id: number; result: unknown } | { id: number; error: TWireError };

/** Uint8Arrays (cloned Buffers) back to Buffers, through arrays and plain objects. */
export function revive(value: unknown): unknown {
  if (value instanceof Uint8Array) {
    return Buffer.isBuffer(value)
      ? value
      : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  }
  if (Array.isArray(value)) return value.map(revive);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, revive(v)]));
  }
  return value;
}

export function errorToWire(error: unknown): TWireError {
  if (error instanceof AiProviderError) {
    return {
      name: error.name,
      message: error.message,
      failure: error.failure,
      detail: error.detail,
    };
  }
  if (error instanceof AiInputError) return { name: error.name, message: error.message };
  const e = error instanceof Error ? error : new Error(String(error));
  return { name: e.name, message: e.message };
}

/** The same error class on this side: a pupil's bad picture stays a 400 with its message. */
export function errorFromWire(wire: TWireError): Error {
  if (wire.name === 'AiProviderError' && wire.failure) {
    return new AiProviderError(wire.failure, wire.detail ?? wire.message);
  }
  if (wire.name === 'AiInputError') return new AiInputError(wire.message);
  const error = new Error(wire.message);
  error.name = wire.name;
  return error;
}
