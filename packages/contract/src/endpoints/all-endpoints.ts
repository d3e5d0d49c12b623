import type { TEndpointDefinition } from './endpoint';
import { aiPointEndpoints } from './ai-points';
import { aiToolConfigEndpoints } from './ai-tool-config';
import { launchEndpoints } from './launch';
import { trainingEndpoints } from './training';
import { systemEndpoints } from './system';
import * as aiWorkshop from './ai-workshop';
import { aiAgentEndpoints, aiConversationEndpoints } from './ai-agents';
import { classEndpoints } from './classes';
import { studentEndpoints } from './students';
import { authEndpoints, captchaEndpoints, userEndpoints } from './identity';
import { identityPasswordEndpoints } from './identity-password';
import { ssoEndpoints } from './sso';
import { ssoCasEndpoints } from './sso-cas';
import { freeMobileEndpoints } from './free-mobiles';
import { regionEndpoints } from './regions';
import { semesterEndpoints } from './semesters';
import { downloadEndpoints } from './downloads';
import { mediaEndpoints } from './media';
import { directUploadEndpoints, ossEndpoints } from './oss';
import { tagEndpoints } from './tags';
import {
  courseAppEndpoints,
  courseCustomEndpoints,
  courseLessonMngEndpoints,
  courseMngEndpoints,
} from './courses';
import { printOrderEndpoints } from './print-order';
import { printOrderMngEndpoints } from './print-order-mng';
import { workEndpoints } from './works';
import { fanbookWorkEndpoints, workHistoryEndpoints } from './works-history';
import { teacherEndpoints } from './teachers';
import {
  roleEndpoints,
  roleHolderEndpoints,
  rolePackageEndpoints,
  staffUserEndpoints,
} from './staff';
import { fileTaskEndpoints } from './file-tasks';
import { fanbookMngEndpoints } from './fanbook-mng';
import { fanbookLessonWorkEndpoints } from './fanbook-works';
import {
  latestLessonEndpoints,
  weekScheduleEndpoints,
  weekScheduleMngEndpoints,
} from './week-schedule';
import { classSyncEndpoints, studentMngEndpoints } from './class-roster';
import { regionMngEndpoints, schoolEndpoints } from './schools';
import { auditLogEndpoints, dashboardEndpoints } from './back-office';
import {
  safetyAlertEndpoints,
  safetyHistoryEndpoints,
  safetyPupilControlEndpoints,
  safetyRuleEndpoints,
} from './safety';
import {
  competitionAppEndpoints,
  competitionMngEndpoints,
  competitionRegistrationMngEndpoints,
} from './competition';
import {
  awardEndpoints,
  awardWorksRelEndpoints,
  competitionJudgingEndpoints,
  competitionWorksMngEndpoints,
  techRegistrationEndpoints,
} from './competition-judging';
import { formQuestionEndpoints } from './form-questions';
import { lessonQuizEndpoints } from './form-questions-quiz';

/** Every endpoint of the contract, by domain: the server's route table and the OpenAPI document. */
export const endpointGroups = {
  aiDraw: aiWorkshop.aiDrawEndpoints,
  aiDrawColor: aiWorkshop.aiDrawColorEndpoints,
  aiMusic: aiWorkshop.aiMusicEndpoints,
  aiVideo: aiWorkshop.aiVideoEndpoints,
  aiCode: aiWorkshop.aiCodeEndpoints,
  aiModel3d: aiWorkshop.aiModel3dEndpoints,
  aiGenerations: aiWorkshop.aiGenerationEndpoints,
  aiHistory: aiWorkshop.aiHistoryEndpoints,
  aiAgents: aiAgentEndpoints,
  aiConversations: aiConversationEndpoints,
  aiClassControls: aiWorkshop.aiClassControlEndpoints,
  aiEngines: aiWorkshop.aiEngineEndpoints,
  aiFiles: aiWorkshop.aiFileEndpoints,
  classes: classEndpoints,
  students: studentEndpoints,
  auth: authEndpoints,
  captcha: captchaEndpoints,
  users: userEndpoints,
  identityPassword: identityPasswordEndpoints,
  sso: ssoEndpoints,
  ssoCas: ssoCasEndpoints,
  freeMobiles: freeMobileEndpoints,
  regions: regionEndpoints,
  semesters: semesterEndpoints,
  works: workEndpoints,
  workHistory: workHistoryEndpoints,
  fanbookWorks: fanbookWorkEndpoints,
  tags: tagEndpoints,
  media: mediaEndpoints,
  directUpload: directUploadEndpoints,
  oss: ossEndpoints,
  downloads: downloadEndpoints,
  teachers: teacherEndpoints,
  aiPoints: aiPointEndpoints,
  aiToolConfig: aiToolConfigEndpoints,
  launch: launchEndpoints,
  training: trainingEndpoints,
  system: systemEndpoints,
  roles: roleEndpoints,
  rolePackages: rolePackageEndpoints,
  roleHolders: roleHolderEndpoints,
  staffUsers: staffUserEndpoints,
  fileTasks: fileTaskEndpoints,
  fanbookMng: fanbookMngEndpoints,
  fanbookLessonWorks: fanbookLessonWorkEndpoints,
  weekSchedule: weekScheduleEndpoints,
  weekScheduleMng: weekScheduleMngEndpoints,
  latestLesson: latestLessonEndpoints,
  classSync: classSyncEndpoints,
  studentMng: studentMngEndpoints,
  schools: schoolEndpoints,
  regionMng: regionMngEndpoints,
  auditLog: auditLogEndpoints,
  dashboard: dashboardEndpoints,
  safetyHistory: safetyHistoryEndpoints,
  safetyAlerts: safetyAlertEndpoints,
  safetyRules: safetyRuleEndpoints,
  safetyPupilControls: safetyPupilControlEndpoints,
  competitionMng: competitionMngEndpoints,
  competitionApp: competitionAppEndpoints,
  competitionRegistrationMng: competitionRegistrationMngEndpoints,
  competitionWorksMng: competitionWorksMngEndpoints,
  competitionJudging: competitionJudgingEndpoints,
  awards: awardEndpoints,
  awardWorksRel: awardWorksRelEndpoints,
  techRegistrations: techRegistrationEndpoints,
  printOrders: printOrderEndpoints,
  printOrderMng: printOrderMngEndpoints,
  courseApp: courseAppEndpoints,
  courseCustom: courseCustomEndpoints,
  courseMng: courseMngEndpoints,
  courseLessonMng: courseLessonMngEndpoints,
  formQuestions: formQuestionEndpoints,
  lessonQuiz: lessonQuizEndpoints,
} as const satisfies Record<string, Record<string, TEndpointDefinition>>;

export const allEndpoints: readonly TEndpointDefinition[] = Object.values(endpointGroups).flatMap(
  (group) => Object.values(group),
);
