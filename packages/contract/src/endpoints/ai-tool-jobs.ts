import type { z } from 'zod';
import {
  ZAiHistoryQuery,
  ZAiJobIdBody,
  ZAiJobIdQuery,
  ZAiToMediaBody,
} from '../ai-workshop/ai-workshop-requests.schema';
import { ZAiJob, ZAiJobAdded, ZAiJobPage } from '../ai-workshop/ai-workshop-responses.schema';
import { ZPageQuery } from '../common/fields';
import { ZMediaFile } from '../works/works-responses.schema';
import { defineEndpoint } from './endpoint';

const tag = 'ai-workshop';

/**
 * The eight calls every generation tool has under its own resource: queue, run again, one
 * job, the caller's jobs, favourites, and keeping a result as a file. Only the resource, the
 * tool's name in summaries and the body of `add` differ from tool to tool.
 */
export function toolJobEndpoints<const TResource extends string, TAddBody extends z.ZodType>(
  resource: TResource,
  label: string,
  addBody: TAddBody,
) {
  const base = `/api/v1/works-service/${resource}/custom` as const;
  return {
    add: defineEndpoint({
      method: 'POST',
      path: `${base}/add`,
      tag,
      access: 'learner',
      summary: `${label}: queue a generation (moderated, then charged by the point rules; a refused prompt answers 422 and costs nothing)`,
      body: addBody,
      response: ZAiJobAdded,
      errors: [422, 429, 503],
    }),
    resubmit: defineEndpoint({
      method: 'POST',
      path: `${base}/resubmit`,
      tag,
      access: 'learner',
      summary: `${label}: run a finished or failed generation again as a new one (charged again)`,
      body: ZAiJobIdBody,
      response: ZAiJobAdded,
      errors: [404, 409, 422, 429, 503],
    }),
    detail: defineEndpoint({
      method: 'GET',
      path: `${base}/detail`,
      tag,
      access: 'learner',
      summary: `${label}: one generation (status, queue position, result); its maker or the class's teachers`,
      query: ZAiJobIdQuery,
      response: ZAiJob,
      errors: [404],
    }),
    history: defineEndpoint({
      method: 'GET',
      path: `${base}/history/record`,
      tag,
      access: 'learner',
      summary: `${label}: the caller's generations, newest first`,
      query: ZAiHistoryQuery,
      response: ZAiJobPage,
    }),
    collect: defineEndpoint({
      method: 'POST',
      path: `${base}/collect`,
      tag,
      access: 'learner',
      summary: `${label}: add a finished generation to the caller's favourites`,
      body: ZAiJobIdBody,
      response: ZAiJob,
      errors: [404, 409],
    }),
    collectCancel: defineEndpoint({
      method: 'POST',
      path: `${base}/collect/cancel`,
      tag,
      access: 'learner',
      summary: `${label}: remove a generation from the caller's favourites`,
      body: ZAiJobIdBody,
      response: ZAiJob,
      errors: [404, 409],
    }),
    collected: defineEndpoint({
      method: 'GET',
      path: `${base}/collect/record`,
      tag,
      access: 'learner',
      summary: `${label}: the caller's favourites, latest collected first`,
      query: ZPageQuery,
      response: ZAiJobPage,
    }),
    toMedia: defineEndpoint({
      method: 'POST',
      path: `${base}/to-media`,
      tag,
      access: 'learner',
      summary: `${label}: keep a finished result (picture, music or video; or a video's poster) as the caller's uploaded file, to put in a work`,
      body: ZAiToMediaBody,
      response: ZMediaFile,
      errors: [404],
    }),
  };
}
