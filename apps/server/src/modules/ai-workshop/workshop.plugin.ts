import type { TDeps } from '../../platform/deps';
import type { TApp } from '../../platform/http/types';
import type { TJobQueue } from '../../platform/jobs/job-types';
import { createAiRegistry, type TAiRegistry } from '../../providers/ai/registry';
import { createMediaUrls, loadMediaSecret } from '../media';
import type { TSafetyGate } from '../safety';
import { agentRoutes } from './ai-workshop.agents.routes';
import { classControlRoutes } from './ai-workshop.class-controls.routes';
import { aiFileRoutes } from './ai-workshop.files.routes';
import { generationListRoutes } from './ai-workshop.generation-lists.routes';
import { generationRoutes } from './ai-workshop.generation.routes';
import { aiOptionRoutes } from './ai-workshop.options.routes';
import { createGenerationHandler } from './generation-handler';
import type { TWorkshop } from './workshop-context';

/**
 * The AI workshop: generation jobs of every tool, agents and chats, the
 * teacher's controls, and the generated files. The AI providers come from the registry
 * (offline engines or an OpenAI-compatible endpoint, by environment).
 */
export function createWorkshopRegistry(deps: Pick<TDeps, 'config'>): TAiRegistry {
  return createAiRegistry({
    config: deps.config.ai,
    // The offline assistant types at a readable pace (tests take it at full speed).
    chatTokenDelayMs: deps.config.nodeEnv === 'test' ? 0 : 15,
  });
}

export async function aiWorkshopFeature(
  app: TApp,
  deps: TDeps,
  jobs: TJobQueue,
  options: { registry?: TAiRegistry; safety: TSafetyGate },
): Promise<void> {
  const registry = options.registry ?? createWorkshopRegistry(deps);
  const workshop: TWorkshop = {
    db: deps.db,
    storage: deps.storage,
    registry,
    jobs,
    log: app.log,
    safety: options.safety,
  };
  jobs.register(createGenerationHandler(workshop));
  const urls = createMediaUrls(await loadMediaSecret(deps.db));
  generationRoutes(app, workshop, urls);
  generationListRoutes(app, workshop);
  classControlRoutes(app, workshop);
  agentRoutes(app, workshop);
  aiOptionRoutes(app, workshop);
  aiFileRoutes(app, deps);
  // The job queue stops in preClose, before this runs.
  app.addHook('onClose', async () => {
    if (!options.registry) await registry.close();
  });
}
