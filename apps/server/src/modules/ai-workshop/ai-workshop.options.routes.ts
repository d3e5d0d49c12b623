import { ZAiEngineStatus, ZAiVoiceStyle } from '@haoduo/contract';
import { z } from 'zod';
import { ok, okResponse } from '../../platform/http/envelope';
import type { TApp } from '../../platform/http/types';
import { engineOf } from './generation-result';
import type { TWorkshop } from './workshop-context';

const W = '/api/v1/works-service';
const tags = ['ai-workshop'];

/** What the workshop's pages offer: the engines answering now, and the agents' voices. */
export function aiOptionRoutes(app: TApp, { registry }: TWorkshop): void {
  app.get(
    `${W}/ai-engine/custom/list`,
    {
      config: { access: 'learner' },
      schema: {
        tags,
        summary:
          'Which engine answers each AI capability now (offline engine or online model, and why it fell back)',
        response: okResponse(z.array(ZAiEngineStatus)),
      },
    },
    async () =>
      ok(
        (await registry.describe()).map((info) => ({
          capability: info.capability,
          ...engineOf(info),
        })),
      ),
  );

  app.get(
    `${W}/ai-agent-config/custom/voice-styles`,
    {
      config: { access: 'learner' },
      schema: {
        tags,
        summary: "The voice styles an agent can speak in (the browser's voices)",
        response: okResponse(z.array(ZAiVoiceStyle)),
      },
    },
    async () => ok((await registry.port('speech')).voiceStyles()),
  );
}
