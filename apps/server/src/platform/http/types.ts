import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAccess, TEndpointDefinition, TPermission } from '@haoduo/contract';
import type { TAuth } from '../auth/auth-context';

/** Who may call a route: the contract's access levels (every route has one). */
export type { TAccess } from '@haoduo/contract';

/**
 * The owned resource a route acts on, for the "another class's pupil" and "another school's
 * teacher" rows of the authorisation matrix (test/ownership-matrix.test.ts):
 * - class, school: a course class / a school id
 * - pupil: a pupil's account id in the class; teacher-account: a teacher's account in the school
 * - work: a pupil's work in the class; agent, conversation: a pupil's agent and chat
 * - generation:<tool>: a pupil's AI generation of that tool in the class
 * - training-project, training-sample: a class's training project, a pupil's sample in it
 * - saved-training-project: a pupil's own saved training project (the pupil alone owns it)
 * - safety-alert: an alert about a pupil of the class (its teachers act on it)
 * - training-model:class, training-model:saved: a model id as smart apps name it,
 *   `class:<project id>` or `saved:<saved project id>` (a string, not a number)
 */
export type TOwnedKind =
  | 'class'
  | 'school'
  | 'pupil'
  | 'teacher-account'
  | 'work'
  | 'agent'
  | 'conversation'
  | 'training-project'
  | 'training-sample'
  | 'saved-training-project'
  | 'safety-alert'
  | 'training-model:class'
  | 'training-model:saved'
  | `generation:${string}`;

/**
 * What the other side is answered: 403 or 404, or 'empty' for a list scoped to the caller
 * (200 with nothing of the owner's: no rows, or a file with only its header row).
 */
export type TOwnerDeny = 403 | 404 | 'empty';

export interface TOwnerRule {
  kind: TOwnedKind;
  /** Where the id is sent: `query.<field>` or `body.<field>` (an array field gets `[id]`). */
  at: `${'query' | 'body'}.${string}`;
  /** What a caller of another class or another school gets, or per role when they differ. */
  deny: TOwnerDeny | { student: TOwnerDeny; teacher: TOwnerDeny };
  /**
   * The owner side's callers that pass: the class's pupil, the class's teacher, the school's
   * manager (a teacher with the manager role). Default: pupil and teacher, as the access admits.
   * `[]` when nobody may (a draft cannot be liked), so only the refusal is checked.
   */
  pass?: readonly ('student' | 'teacher' | 'manager')[];
}

/**
 * Required next to `access` on every route that a pupil or teacher may call with a resource id
 * (a field named `id`, `*Id` or `*Ids`): the rule, or `'none'` when the id names nothing owned
 * by a class or school (a public work in the gallery, a city) or the route answers only the
 * caller's own data whatever id is sent. A field that names one of several kinds of resource
 * (a model id `class:<id>` or `saved:<id>`) declares a rule for each.
 */
export type TOwner = 'none' | TOwnerRule | readonly TOwnerRule[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: TAccess;
    owner?: TOwner;
    /** The staff permission the endpoint requires. */
    permission?: TPermission;
    /** The contract endpoint the route was registered from. */
    endpoint?: TEndpointDefinition;
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
