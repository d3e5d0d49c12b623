import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAuth } from '../auth/auth-context';

/**
 * Who may call a route. Every route declares one in `config.access`; a route without it
 * is refused for everyone (secure by default), and the authorisation matrix test reads it.
 * - public: anyone (a valid token is still read, if sent)
 * - signed-in: any valid session
 * - learner: a teacher or a student of the learner site
 * - teacher, student: that account type only
 * - staff: back-office staff
 */
export type TAccess = 'public' | 'signed-in' | 'learner' | 'teacher' | 'student' | 'staff';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: TAccess;
  }
  interface FastifyRequest {
    /** The exact body text, kept for the request signature. */
    rawBody?: string;
    auth: TAuth | null;
  }
}

export type TApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
