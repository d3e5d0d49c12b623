import { z } from 'zod';
import {
  ZSafetyAlert,
  ZSafetyAlertCloseBody,
  ZSafetyAlertIdBody,
  ZSafetyAlertOpenList,
  ZSafetyAlertOpenQuery,
  ZSafetyAlertPage,
  ZSafetyAlertPageQuery,
  ZSafetyAlertStats,
  ZSafetyAlertStatsQuery,
  ZSafetyAlertStreamQuery,
  ZSafetyClassQuery,
  ZSafetyClassRules,
  ZSafetyClassRulesSetBody,
  ZSafetyHistoryPage,
  ZSafetyHistoryQuery,
  ZSafetyPupilControl,
  ZSafetyPupilControlSetBody,
  ZSafetySchoolQuery,
  ZSafetySchoolRules,
  ZSafetySchoolRulesSetBody,
  ZSafetySummaryQuery,
  ZSafetyWeeklySummary,
} from '../safety/safety.schema';
import { ZSafetyWeeklyStats, ZSafetyWeeklyStatsQuery } from '../safety/safety-stats.schema';
import { ZFileTask } from '../back-office/file-tasks.schema';
import { defineEndpoint } from './endpoint';

const tag = 'safety';

/**
 * The safety of minors: a class's AI history, critical alerts to the class's teachers, the
 * school's and class's own moderation rules, and a teacher's controls of one pupil (the
 * class's own pause and tool locks are aiClassControls).
 */
export const safetyHistoryEndpoints = {
  page: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/ai-safety-history/custom/page',
    tag,
    access: 'teacher',
    summary:
      "A class's AI history: every prompt, message, result and refusal of its pupils, newest first; filter by pupil, tool, flag (all, flagged, refused, alert) and China dates",
    query: ZSafetyHistoryQuery,
    response: ZSafetyHistoryPage,
    errors: [404],
  }),
  weeklySummary: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/ai-safety-history/custom/weekly-summary',
    tag,
    access: 'teacher',
    summary:
      "A class's flags of the last 7 days (to dateTo, default today): counts per category, tool and pupil",
    query: ZSafetySummaryQuery,
    response: ZSafetyWeeklySummary,
    errors: [404],
  }),
};

export const safetyAlertEndpoints = {
  openList: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/ai-safety-alert/custom/open-list',
    tag,
    access: 'teacher',
    summary:
      'Alerts not yet closed in the classes the teacher teaches (the header badge counts the unacknowledged), newest first',
    query: ZSafetyAlertOpenQuery,
    response: ZSafetyAlertOpenList,
  }),
  page: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/ai-safety-alert/custom/page',
    tag,
    access: 'teacher',
    summary:
      'Alerts of the classes the teacher teaches (or one class), by status, pupil and kind, newest first (closed ones: who closed them, when, the note)',
    query: ZSafetyAlertPageQuery,
    response: ZSafetyAlertPage,
  }),
  stream: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/ai-safety-alert/custom/stream',
    tag,
    access: 'teacher',
    summary:
      'Live alerts as server-sent events (text/event-stream) for the classes the signed-in teacher teaches: `ready` {}, the alerts after `after` (the newest id the page has; 0 for none), then `alert` {type: alert | update, alert} for each new or changed alert, and a `: ping` comment every 25 s. The server ends the stream after a while (10 minutes); reconnect with the newest id. Read with fetch streaming (the call is signed like every other).',
    query: ZSafetyAlertStreamQuery,
    answer: 'stream',
    produces: 'text/event-stream',
  }),
  acknowledge: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/ai-safety-alert/custom/acknowledge',
    tag,
    access: 'teacher',
    summary: 'A teacher of the class has seen the alert (it stays open until closed)',
    body: ZSafetyAlertIdBody,
    response: ZSafetyAlert,
    errors: [404, 409],
  }),
  close: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/ai-safety-alert/custom/close',
    tag,
    access: 'teacher',
    summary: 'Close the alert with a note of what was done',
    body: ZSafetyAlertCloseBody,
    response: ZSafetyAlert,
    errors: [404, 409],
  }),
  stats: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/ai-safety-alert/mng/stats',
    tag,
    access: 'staff',
    permission: 'safety:alert-stats',
    summary:
      "Alerts and refusals per school in the caller's data scope (area staff: their regions' schools; school managers: their school)",
    query: ZSafetyAlertStatsQuery,
    response: ZSafetyAlertStats,
  }),
  weeklyStats: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/ai-safety-alert/mng/weekly-stats',
    tag,
    access: 'staff',
    permission: 'safety:weekly-stats',
    summary:
      "Per China week (Monday first) and school in the caller's data scope: pupils' refused and flagged texts by kind (self-harm, abuse, violence, bullying, personal data, sexual, jailbreak, ...), alerts, and teachers' own refused prompts",
    query: ZSafetyWeeklyStatsQuery,
    response: ZSafetyWeeklyStats,
  }),
  weeklyExport: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/ai-safety-alert/mng/weekly-export',
    tag,
    access: 'staff',
    permission: 'safety:weekly-export',
    summary: 'Start an xlsx export of the weekly figures (same filters); answers the file task',
    query: ZSafetyWeeklyStatsQuery,
    response: ZFileTask,
  }),
};

export const safetyRuleEndpoints = {
  classDetail: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/ai-safety-rule/custom/class-detail',
    tag,
    access: 'teacher',
    summary: "A class's moderation rules: the school's, the class's own, and those in force",
    query: ZSafetyClassQuery,
    response: ZSafetyClassRules,
    errors: [404],
  }),
  classSet: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/ai-safety-rule/custom/class-set',
    tag,
    access: 'teacher',
    summary:
      "Set a class's own rules (teachers of the class): words add to the school's, a null field keeps the school's value",
    body: ZSafetyClassRulesSetBody,
    response: ZSafetyClassRules,
    errors: [404],
  }),
  schoolDetail: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/ai-safety-rule/mng/detail',
    tag,
    access: 'staff',
    permission: 'safety:rules-query',
    summary:
      "A school's moderation rules (extra blocked and allowed words, strictness, refusal message, gallery kinds)",
    query: ZSafetySchoolQuery,
    response: ZSafetySchoolRules,
    errors: [404],
  }),
  schoolSet: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/ai-safety-rule/mng/set',
    tag,
    access: 'staff',
    permission: 'safety:rules-edit',
    summary: "Set a school's moderation rules (they apply to that school's pupils only)",
    body: ZSafetySchoolRulesSetBody,
    response: ZSafetySchoolRules,
    errors: [404],
  }),
};

export const safetyPupilControlEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/ai-safety-pupil-control/custom/list',
    tag,
    access: 'teacher',
    summary: "The class's pupils with their own AI controls (paused, locked tools)",
    query: ZSafetyClassQuery,
    response: z.array(ZSafetyPupilControl),
    errors: [404],
  }),
  set: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/ai-safety-pupil-control/custom/set',
    tag,
    access: 'teacher',
    summary:
      "Pause or resume one pupil's AI tools, or lock some of them; takes effect for the pupil's next request",
    body: ZSafetyPupilControlSetBody,
    response: ZSafetyPupilControl,
    errors: [404],
  }),
};
