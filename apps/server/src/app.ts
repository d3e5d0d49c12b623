import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type RouteOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { aiToolConfigRoutes } from './modules/ai-tool-config';
import {
  classCustomRoutes,
  classExportRoutes,
  classMngRoutes,
  classSyncRoutes,
  countClassesBySemester,
  countClassesOfSchool,
  findStudentAccountsWithValidClass,
  studentCustomReadRoutes,
  studentCustomRoutes,
  studentJoinRoutes,
  schoolAccess,
  studentMngRoutes,
  studentStaffRoutes,
} from './modules/classes';
import { downloadsFeature } from './modules/downloads';
import { launchRoutes } from './modules/launch';
import { regionMngRoutes, regionRoutes } from './modules/regions';
import { semesterMngRoutes, semesterRoutes } from './modules/semesters';
import { teacherMngRoutes } from './modules/teachers';
import {
  createIdentityVerified,
  createSessionResolver,
  identityRoutes,
  schoolMngRoutes,
  userNamesByIds,
} from './modules/identity';
import { createFileTasks, fileTasksFeature } from './modules/file-tasks';
import { backOfficeRoutes } from './modules/back-office';
import { browserConfigOf, systemRoutes } from './modules/system';
import { tagsFeature } from './modules/tags';
import {
  forgetPublicCounts,
  pupilWorkCountsInClass,
  removeTagsFromWorks,
  worksFeature,
  worksHistory,
} from './modules/works';
import { aiPointsFeature } from './modules/ai-points';
import {
  aiWorkshopFeature,
  chatHistory,
  createWorkshopRegistry,
  generationHistory,
} from './modules/ai-workshop';
import { createSafety, safetyFeature } from './modules/safety';
import { trainingRoutes } from './modules/training';
import { competitionFeature } from './modules/competition';
import { weekScheduleFeature } from './modules/week-schedule';
import { courseFeature, lessonExists, lessonIsPublished } from './modules/courses';
import { formQuestionsFeature } from './modules/form-questions';
import { createStaffAccessResolver, staffRoutes } from './modules/staff';
import { installJobs, type TJobSettings } from './platform/jobs/install-jobs';
import type { TAiRegistry } from './providers/ai/registry';
import { installAuth } from './platform/auth/auth-plugin';
import { installStaffAccess } from './platform/auth/staff-access-plugin';
import type { TConfig } from './platform/config';
import type { TDatabase } from './platform/db/database';
import { createCluster, joinCluster, type TCluster } from './platform/cluster/cluster';
import { flushAnnounced } from './platform/cluster/cluster-bus';
import { forgetOnWrite } from './platform/db/read-cache';
import type { TDeps } from './platform/deps';
import { installControlCharacterCheck } from './platform/http/control-characters';
import { installErrorHandler } from './platform/http/error-handler';
import { loggerOptions } from './platform/http/logging';
import { installOpenApi } from './platform/http/openapi';
import { installSecurityHeaders } from './platform/http/security-headers';
import { createResponseSerializerCompiler } from './platform/http/response-serializer';
import { installRequestChecks } from './platform/http/signature';
import { findAppDist, installStaticApps } from './platform/http/static-apps';
import type { TApp } from './platform/http/types';
import { configureZodMessages } from './platform/http/zod-messages';
import { createErrorReporter } from './platform/monitoring';
import { createSms } from './providers/sms/create-sms';
import type { TSmsPort } from './providers/sms/sms-port';
import { createStorage, storageOrigins } from './providers/storage/create-storage';
import { createPaymentFromEnv, type TPayment } from './providers/payment/create-payment';
import { PAY_NOTIFY_PATH, printOrderFeature } from './modules/print-order';
import type { TStoragePort } from './providers/storage/storage-port';

export interface TBuildAppOptions {
  config: TConfig;
  database: TDatabase;
  /** Replace outside services in tests (never the database). */
  sms?: TSmsPort;
  storage?: TStoragePort;
  /** The payment adapter (default: from PAYMENT_PROVIDER, the local WeChat Pay v3 gateway). */
  payment?: TPayment;
  /** Serve the built web and console apps (default: when their dist folders exist). */
  serveApps?: boolean;
  logger?: FastifyBaseLogger | boolean;
  /** Write the production log lines (same redaction) to this stream (log tests). */
  logStream?: { write(line: string): void };
  now?: () => number;
  /** Called for every route as it is registered (the route tables of the access tests). */
  onRoute?: (route: RouteOptions) => void;
  /** The job queue's worker (concurrency, lease, polling); tests and benchmarks tune it. */
  jobs?: TJobSettings;
  /** Replace the AI providers (tests); default: the registry chosen by the environment. */
  ai?: TAiRegistry;
  /** What the processes share (Redis); default: from REDIS_URL, closed with the app. */
  cluster?: TCluster;
}

/** JSON bodies above this are refused with 413 (uploads have their own limits). */
export const BODY_LIMIT_BYTES = 2 * 1024 * 1024;

/** Builds the whole application. The server file only listens; tests inject. */
export async function buildApp(options: TBuildAppOptions): Promise<TApp> {
  const { config, database } = options;
  configureZodMessages();

  const app = Fastify({
    logger:
      options.logger === undefined
        ? loggerOptions(config.logLevel, options.logStream)
        : options.logger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    requestTimeout: 60_000,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    ajv: undefined,
  }).withTypeProvider<ZodTypeProvider>();

  if (options.onRoute) {
    const onRoute = options.onRoute;
    app.addHook('onRoute', (route) => onRoute(route));
  }
  app.setValidatorCompiler(validatorCompiler);
  // Compiled from each route's zod response schema; the tests also compare it with zod's.
  app.setSerializerCompiler(
    createResponseSerializerCompiler({ crossCheck: config.nodeEnv === 'test' }),
  );

  const cluster = options.cluster ?? (await createCluster(config, app.log));
  if (!options.cluster) app.addHook('onClose', () => cluster.close());
  const deps: TDeps = {
    config,
    database,
    cluster,
    db: database.db,
    sms: options.sms ?? createSms(config, database.db, app.log),
    storage: options.storage ?? createStorage(config),
  };

  installErrorHandler(app, await createErrorReporter(config));
  installSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // Ant Design writes its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // With object storage, browsers post uploads to the bucket's endpoint.
        connectSrc: ["'self'", ...storageOrigins(config)],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.nodeEnv === 'production',
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(rateLimit, { global: false, ...cluster.rateLimitStore });
  app.decorate('cluster', cluster);
  const leaveCluster = joinCluster(deps.db, cluster);
  app.addHook('onClose', async () => leaveCluster());
  await installOpenApi(app);

  installRequestChecks(app, {
    tenantCode: config.tenantCode,
    signSalt: config.signSalt,
    now: options.now,
  });
  installAuth(app, createSessionResolver(deps.db, { cacheMs: config.sessionCacheMs }));
  // A staff caller's permissions and data scope; a staff call without its permission is refused.
  const staffAccess = createStaffAccessResolver(deps.db);
  installStaffAccess(app, deps.db, staffAccess, createIdentityVerified(deps.db));
  // After the signature and access checks, before any route's validation.
  installControlCharacterCheck(app);
  // Reads kept until a write (platform/db/read-cache.ts) go once any write is answered, in
  // every process: the others are told before the answer leaves.
  app.addHook('onSend', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    forgetOnWrite(deps.db);
    await flushAnnounced(deps.db);
  });
  const jobs = installJobs(
    app,
    deps.db,
    { leaseMs: config.jobs.leaseMs, ...options.jobs },
    { run: config.jobs.run },
  );
  const fileTasks = createFileTasks(app, deps, userNamesByIds);
  // One AI registry for the workshop and the safety gate (the moderation for minors).
  const ai = options.ai ?? createWorkshopRegistry(deps);
  if (!options.ai) app.addHook('onClose', () => ai.close());
  const safety = createSafety({
    db: deps.db,
    log: app.log,
    moderation: () => ai.port('moderation'),
  });

  await app.register(async (scope) => systemRoutes(scope as TApp, deps));
  await identityRoutes(app, deps, {
    studentClassAccounts: findStudentAccountsWithValidClass,
    staffAccess,
  });
  await app.register(async (scope) => staffRoutes(scope as TApp, deps));
  await app.register(async (scope) => fileTasksFeature(scope as TApp, fileTasks));
  await app.register(async (scope) => backOfficeRoutes(scope as TApp, deps));
  await app.register(async (scope) => semesterRoutes(scope as TApp, deps));
  await app.register(async (scope) =>
    semesterMngRoutes(scope as TApp, deps, countClassesBySemester),
  );
  await app.register(async (scope) => regionRoutes(scope as TApp, deps));
  await app.register(async (scope) => regionMngRoutes(scope as TApp, deps));
  await app.register(async (scope) => schoolMngRoutes(scope as TApp, deps, countClassesOfSchool));
  await app.register(async (scope) => aiToolConfigRoutes(scope as TApp, deps, schoolAccess));
  await app.register(async (scope) => classCustomRoutes(scope as TApp, deps));
  await app.register(async (scope) => classMngRoutes(scope as TApp, deps));
  await app.register(async (scope) => classExportRoutes(scope as TApp, deps));
  await app.register(async (scope) => classSyncRoutes(scope as TApp, deps));
  await app.register(async (scope) => studentJoinRoutes(scope as TApp, deps));
  await app.register(async (scope) => studentCustomRoutes(scope as TApp, deps));
  await app.register(async (scope) => studentCustomReadRoutes(scope as TApp, deps));
  await app.register(async (scope) =>
    studentMngRoutes(scope as TApp, deps, { pupilWorkCounts: pupilWorkCountsInClass }),
  );
  await app.register(async (scope) => studentStaffRoutes(scope as TApp, deps));
  await app.register(async (scope) => teacherMngRoutes(scope as TApp, deps));
  await app.register(async (scope) => launchRoutes(scope as TApp, deps));
  await app.register(async (scope) => downloadsFeature(scope as TApp, deps));
  await app.register(async (scope) => worksFeature(scope as TApp, deps, { safety: safety.gate }));
  await app.register(async (scope) =>
    tagsFeature(scope as TApp, deps, {
      removeTags: removeTagsFromWorks,
      changed: forgetPublicCounts,
    }),
  );
  await app.register(async (scope) => aiPointsFeature(scope as TApp, deps));
  await app.register(async (scope) =>
    aiWorkshopFeature(scope as TApp, deps, jobs, { registry: ai, safety: safety.gate }),
  );
  await app.register(async (scope) =>
    safetyFeature(scope as TApp, deps, safety, {
      history: [generationHistory, chatHistory, worksHistory],
    }),
  );
  await app.register(async (scope) => trainingRoutes(scope as TApp, deps));
  await app.register(async (scope) => competitionFeature(scope as TApp, deps));
  await app.register(async (scope) => courseFeature(scope as TApp, deps));
  await app.register(async (scope) =>
    formQuestionsFeature(scope as TApp, deps, { lessonExists, lessonIsPublished }),
  );
  // The local gateway delivers its notifications through the app's own HTTP layer.
  const payment =
    options.payment ??
    createPaymentFromEnv(process.env, {
      notifyPath: PAY_NOTIFY_PATH,
      deliver: async ({ url, headers, body }) =>
        (await app.inject({ method: 'POST', url: new URL(url).pathname, headers, payload: body }))
          .statusCode,
    });
  app.decorate('payment', payment);
  app.addHook('onClose', () => payment.port.close());
  await app.register(async (scope) => printOrderFeature(scope as TApp, deps, payment.port));
  await app.register(async (scope) => weekScheduleFeature(scope as TApp, deps));

  const serveApps = options.serveApps ?? true;
  await installStaticApps(
    app,
    {
      web: serveApps ? findAppDist('web') : null,
      console: serveApps ? findAppDist('console') : null,
    },
    { db: deps.db, browserConfig: browserConfigOf(options.config) },
  );

  return app;
}
