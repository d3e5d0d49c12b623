import { aiAgentEndpoints, aiEngineEndpoints } from '@haoduo/contract';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { engineOf } from './generation-result';
import type { TWorkshop } from './workshop-context';

/** What the workshop's pages offer: the engines answering now, and the agents' voices. */
export function aiOptionRoutes(app: TApp, { registry }: TWorkshop): void {
  route(app, aiEngineEndpoints.list, {
    handler: async () =>
      (await registry.describe()).map((info) => ({
        capability: info.capability,
        ...engineOf(info),
      })),
  });

  route(app, aiAgentEndpoints.voiceStyles, {
    handler: async () => (await registry.port('speech')).voiceStyles(),
  });
}
