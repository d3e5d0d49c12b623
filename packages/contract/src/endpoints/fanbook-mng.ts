import { z } from 'zod';
import {
  ZInviteCodeBatchEditBody,
  ZInviteCodeBatchEditResult,
} from '../back-office/fanbook-mng.schema';
import { ZAiClassIdQuery } from '../ai-workshop/ai-workshop-requests.schema';
import { ZAiDrawErrorStudent } from '../ai-workshop/ai-workshop-responses.schema';
import { defineEndpoint } from './endpoint';

const tag = 'fanbook-works';

/** Picture books (fanbook) in the back office: classes' community codes, failed drawings. */
export const fanbookMngEndpoints = {
  inviteCodeBatchEdit: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/fanbook-works/mng/invite-code-config/batch-edit',
    tag,
    access: 'staff',
    permission: 'fanbook-works:invite-code-batch-edit',
    summary: 'Set the community invite codes of several classes at once (all or none)',
    body: ZInviteCodeBatchEditBody,
    response: ZInviteCodeBatchEditResult,
    errors: [404],
  }),
  drawPicErrorStudent: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/fanbook-works/mng/draw-pic-error-student',
    tag,
    access: 'staff',
    permission: 'fanbook-works:draw-pic-error-student',
    summary:
      'Pupils of a class whose AI drawings failed or were refused in the last 30 days (counts, last prompt and reason)',
    query: ZAiClassIdQuery,
    response: z.array(ZAiDrawErrorStudent),
    errors: [404],
  }),
};
