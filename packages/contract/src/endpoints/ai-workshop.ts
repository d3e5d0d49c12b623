import { z } from 'zod';
import { AI_CONTROL_POLL_SECONDS, type TAiTool } from '../ai-workshop/ai-workshop-constants';
import {
  ZAiClassControlSetBody,
  ZAiClassHistoryQuery,
  ZAiClassIdBody,
  ZAiClassIdQuery,
  ZAiClassStatusQuery,
  ZAiCodeAddBody,
  ZAiDrawAddBody,
  ZAiDrawColorAddBody,
  ZAiFileParams,
  ZAiFileQuery,
  ZAiJobMngQuery,
  ZAiLessonOpenBody,
  ZAiModel3dAddBody,
  ZAiMusicAddBody,
  ZAiVideoAddBody,
} from '../ai-workshop/ai-workshop-requests.schema';
import {
  ZAiClassControl,
  ZAiClassStatus,
  ZAiColouringTemplate,
  ZAiDrawErrorStudent,
  ZAiJobWithAuthorPage,
} from '../ai-workshop/ai-workshop-responses.schema';
import { ZAiClassChatPage, ZAiEngineStatus } from '../ai-workshop/ai-agents-responses.schema';
import { toolJobEndpoints } from './ai-tool-jobs';
import { defineEndpoint } from './endpoint';

const tag = 'ai-workshop';

/*
 * The AI workshop: each generation tool's jobs (the same eight calls under its own
 * resource), agents and chats, the teacher's views and controls, and the generated files.
 */

/** AI绘画 (tool `draw`): generation jobs and their records. */
export const aiDrawEndpoints = toolJobEndpoints('ai-draw', 'AI绘画', ZAiDrawAddBody);

/** AI涂色 (tool `draw-color`): generation jobs and their records. */
export const aiDrawColorEndpoints = toolJobEndpoints(
  'ai-draw-color',
  'AI涂色',
  ZAiDrawColorAddBody,
);

/** AI音乐 (tool `music`): generation jobs and their records. */
export const aiMusicEndpoints = toolJobEndpoints('ai-music', 'AI音乐', ZAiMusicAddBody);

/** AI视频 (tool `video`): generation jobs and their records. */
export const aiVideoEndpoints = toolJobEndpoints('ai-video', 'AI视频', ZAiVideoAddBody);

/** AI编程 (tool `code`): generation jobs and their records. */
export const aiCodeEndpoints = toolJobEndpoints('ai-code', 'AI编程', ZAiCodeAddBody);

/** AI 3D模型 (tool `model3d`): generation jobs and their records. */
export const aiModel3dEndpoints = toolJobEndpoints('ai-model3d', 'AI 3D模型', ZAiModel3dAddBody);

/** Each tool's calls, by tool (the server registers them in a loop; pages pick their tool's). */
export const AI_TOOL_ENDPOINTS = {
  draw: aiDrawEndpoints,
  'draw-color': aiDrawColorEndpoints,
  music: aiMusicEndpoints,
  video: aiVideoEndpoints,
  code: aiCodeEndpoints,
  model3d: aiModel3dEndpoints,
} as const satisfies Record<TAiTool, unknown>;

/** The colouring templates and the back office's list of every tool's generations. */
export const aiGenerationEndpoints = {
  colouringTemplates: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/ai-draw-color/custom/templates',
    tag,
    access: 'learner',
    summary: 'The line drawings to colour (templateId of ai-draw-color/custom/add)',
    response: z.array(ZAiColouringTemplate),
  }),
  mngList: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/ai-draw/mng/list',
    tag,
    access: 'staff',
    permission: 'ai-draw:list',
    summary:
      'Generations of every tool (filter tool=draw for drawings), with their makers, newest first',
    query: ZAiJobMngQuery,
    response: ZAiJobWithAuthorPage,
  }),
};

/** What a class's teachers see of their pupils' AI use. */
export const aiHistoryEndpoints = {
  classPage: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/ai-history/custom/class-page',
    tag,
    access: 'teacher',
    summary:
      "The AI history of a class's pupils (prompts and results, refused prompts included), for its teachers; one pupil with accountId",
    query: ZAiClassHistoryQuery,
    response: ZAiJobWithAuthorPage,
    errors: [404],
  }),
  chatPage: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/ai-history/custom/chat-page',
    tag,
    access: 'teacher',
    summary:
      "The chat messages of a class's pupils (one pupil with accountId), newest first, for its teachers",
    query: ZAiClassHistoryQuery.omit({ tool: true }),
    response: ZAiClassChatPage,
    errors: [404],
  }),
  drawErrorStudents: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/fanbook-works/custom/draw-pic-error-student',
    tag,
    access: 'teacher',
    summary:
      'Pupils of a class whose AI drawings failed or were refused in the last 30 days (counts, last prompt and reason)',
    query: ZAiClassIdQuery,
    response: z.array(ZAiDrawErrorStudent),
    errors: [404],
  }),
};

/**
 * The teacher's controls of a class's AI generation, and the cheap status pupils' pages
 * poll every few seconds to reflect them.
 */
export const aiClassControlEndpoints = {
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/ai-class-control/custom/detail',
    tag,
    access: 'teacher',
    summary: "A class's AI controls: paused, locked tools, lesson required and open",
    query: ZAiClassIdQuery,
    response: ZAiClassControl,
    errors: [404],
  }),
  set: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/ai-class-control/custom/set',
    tag,
    access: 'teacher',
    summary:
      'Pause or resume generation for a class, lock tools, or require an open lesson (primary grades); takes effect for the next request',
    body: ZAiClassControlSetBody,
    response: ZAiClassControl,
    errors: [404],
  }),
  lessonOpen: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/ai-class-control/custom/lesson/open',
    tag,
    access: 'teacher',
    summary:
      'Open a lesson for the class (default 45 minutes): pupils may generate while it is open',
    body: ZAiLessonOpenBody,
    response: ZAiClassControl,
    errors: [404],
  }),
  lessonClose: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/ai-class-control/custom/lesson/close',
    tag,
    access: 'teacher',
    summary: "Close the class's lesson (and lift the tool locks set for it)",
    body: ZAiClassIdBody,
    response: ZAiClassControl,
    errors: [404],
  }),
  status: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/ai-class-control/custom/status',
    tag,
    access: 'learner',
    summary: `What pupils' pages poll (every ${AI_CONTROL_POLL_SECONDS} s): may the class generate now, and if not, why; without classId, the class a job of \`tool\` would use`,
    query: ZAiClassStatusQuery,
    response: ZAiClassStatus,
    errors: [404],
  }),
};

/** Which engine answers each capability now. */
export const aiEngineEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/ai-engine/custom/list',
    tag,
    access: 'learner',
    summary:
      'Which engine answers each AI capability now (offline engine or online model, and why it fell back)',
    response: z.array(ZAiEngineStatus),
  }),
};

/** The generated files, outside /api/v1 so that <img>, <audio> and <video> can load them. */
export const aiFileEndpoints = {
  file: defineEndpoint({
    method: 'GET',
    path: '/api/ai-files/{key}',
    restParam: 'key',
    tag,
    access: 'public',
    summary:
      'A generated file (picture, music, MIDI, video, smart app, 3D model). The unguessable key is the permission; smart apps are served sandboxed.',
    params: ZAiFileParams,
    query: ZAiFileQuery,
    answer: 'file',
    errors: [404],
  }),
};
