import { z } from 'zod';
import { ZId } from '../common/fields';
import { AI_TOOL_TILE_TYPES } from '../constants/class-constants';
import { Messages } from '../messages/messages';

const TOOL_TYPES: readonly number[] = AI_TOOL_TILE_TYPES;

/** POST ai-tool-config/mng/add and delete: one tool (tile type) of a school. */
export const ZAiToolConfigToolBody = z.object({
  schoolId: ZId,
  toolType: z
    .number({ error: Messages.FIELD_INVALID_VALUE })
    .int()
    .refine((t) => TOOL_TYPES.includes(t), Messages.FIELD_INVALID_VALUE),
});

const optionalCode = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z.string().trim().max(64, Messages.FIELD_TOO_LONG).nullable(),
);

/** POST fanbook-works/mng/invite-code-config/batch-edit: the community codes of classes. */
export const ZInviteCodeBatchEditBody = z.object({
  list: z
    .array(
      z.object({
        classId: ZId,
        /** The community's invite code (null clears it). */
        fanbookInviteCode: optionalCode,
        /** The community's id code (null clears it). */
        fanbookIdCode: optionalCode.optional(),
      }),
      { error: Messages.FIELD_REQUIRED },
    )
    .min(1, Messages.FIELD_REQUIRED)
    .max(200, Messages.FIELD_TOO_LONG),
});
export const ZInviteCodeBatchEditResult = z.object({ updated: z.number().int() });
