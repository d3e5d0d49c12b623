import { SMART_APP_KIND_LABELS, SMART_APP_KINDS, type TSmartAppKind } from '@haoduo/contract';
import type { TAppPort } from '../../ports';
import { throwIfAborted } from '../../shared/ai-error';
import { offlineInfo } from '../../shared/engine-info';
import { randomFor } from '../../shared/random';
import { appPage } from './app-shell';
import type { TAppTemplate } from './app-template';
import * as learning from './kinds-learning';
import * as play from './kinds-play';
import * as tools from './kinds-tools';
import { planApp } from './plan-app';

export const APP_ENGINE = 'offline-apps@1';

export const TEMPLATES: Record<TSmartAppKind, TAppTemplate> = {
  quiz: learning.quiz,
  flashcards: learning.flashcards,
  'times-table': learning.timesTable,
  typing: learning.typing,
  'unit-converter': learning.unitConverter,
  clicker: play.clicker,
  'guess-number': play.guessNumber,
  dice: play.dice,
  memory: play.memory,
  'lucky-draw': play.luckyDraw,
  timer: tools.timer,
  pomodoro: tools.pomodoro,
  calculator: tools.calculator,
  'drawing-board': tools.drawingBoard,
};

/** Smart apps (ai-code): a library of small apps filled in from the prompt. */
export function createOfflineApps(): TAppPort {
  const info = offlineInfo('app', APP_ENGINE);
  return {
    info,
    kinds: () => SMART_APP_KINDS.map((kind) => ({ kind, label: SMART_APP_KIND_LABELS[kind] })),
    async build(request) {
      throwIfAborted(request.signal);
      const plan = planApp(
        request.prompt,
        randomFor(request.prompt, request.seed, APP_ENGINE),
        request.kind,
      );
      const template = TEMPLATES[plan.kind];
      const html = appPage({
        title: plan.title,
        colour: plan.colour,
        config: plan.config,
        ...template,
      });
      return { html, kind: plan.kind, title: plan.title, engine: info };
    },
  };
}
