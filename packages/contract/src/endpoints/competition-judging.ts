import {
  ZAddAwardRelBody,
  ZAssignJudgesBody,
  ZAward,
  ZAwardAddBody,
  ZAwardEditBody,
  ZAwardIdBody,
  ZAwardList,
  ZAwardListQuery,
  ZAwardWorksRelPage,
  ZAwardWorksRelPageQuery,
  ZBlindWorks,
  ZBlindWorksList,
  ZCancelAwardRelBody,
  ZCompetitionQuery,
  ZCompetitionWorksMngPage,
  ZCompetitionWorksPageQuery,
  ZJudgeCompetitionList,
  ZJudgeList,
  ZJudgePreview,
  ZJudgePreviewQuery,
  ZRanking,
  ZScoreBody,
} from '../competition/judging.schema';
import {
  ZTechRegistration,
  ZTechRegistrationAddBody,
  ZTechRegistrationExportQuery,
  ZTechRegistrationPage,
  ZTechRegistrationPageQuery,
} from '../competition/tech-registration.schema';
import { ZFileTask } from '../back-office/file-tasks.schema';
import { defineEndpoint } from './endpoint';

const tag = 'competition';
const WS = '/api/v1/works-service';

/** Submitted works of a competition in the back office. */
export const competitionWorksMngEndpoints = {
  page: defineEndpoint({
    method: 'GET',
    path: `${WS}/ai-competition-works/mng/page`,
    tag,
    access: 'staff',
    permission: 'competition-works:page',
    summary:
      "A competition's submitted works with award and average score; pupil names masked unless unmasked",
    query: ZCompetitionWorksPageQuery,
    response: ZCompetitionWorksMngPage,
    errors: [404],
  }),
};

/** Blind judging: judges assigned by staff score works shown without names, schools or regions. */
export const competitionJudgingEndpoints = {
  assignJudges: defineEndpoint({
    method: 'POST',
    path: `${WS}/ai-competition-judging/mng/assign-judges`,
    tag,
    access: 'staff',
    permission: 'competition-judging:assign',
    summary: "Set a competition's judges (staff users); replaces the list",
    body: ZAssignJudgesBody,
    response: ZJudgeList,
    errors: [404],
  }),
  judges: defineEndpoint({
    method: 'GET',
    path: `${WS}/ai-competition-judging/mng/judges`,
    tag,
    access: 'staff',
    permission: 'competition-judging:judges',
    summary: "A competition's judges and how many works each has scored",
    query: ZCompetitionQuery,
    response: ZJudgeList,
    errors: [404],
  }),
  myCompetitions: defineEndpoint({
    method: 'GET',
    path: `${WS}/ai-competition-judging/mng/my-competitions`,
    tag,
    access: 'staff',
    permission: 'competition-judging:my-competitions',
    summary: 'The competitions the signed-in staff user judges',
    response: ZJudgeCompetitionList,
  }),
  works: defineEndpoint({
    method: 'GET',
    path: `${WS}/ai-competition-judging/mng/works`,
    tag,
    access: 'staff',
    permission: 'competition-judging:works',
    summary:
      "The works to judge, blind (a code, no name, school or region), with the judge's own score",
    query: ZCompetitionQuery,
    response: ZBlindWorksList,
    errors: [404],
  }),
  preview: defineEndpoint({
    method: 'GET',
    path: `${WS}/ai-competition-judging/mng/preview`,
    tag,
    access: 'staff',
    permission: 'competition-judging:preview',
    summary:
      "One entry for judging: its platform work's pages, pictures and media (or its file), signed, without author, class or school",
    query: ZJudgePreviewQuery,
    response: ZJudgePreview,
    errors: [404],
  }),
  score: defineEndpoint({
    method: 'POST',
    path: `${WS}/ai-competition-judging/mng/score`,
    tag,
    access: 'staff',
    permission: 'competition-judging:score',
    summary:
      "Score a work (0-100) as one of the competition's judges; a second score replaces the first",
    body: ZScoreBody,
    response: ZBlindWorks,
    errors: [404, 409],
  }),
  ranking: defineEndpoint({
    method: 'GET',
    path: `${WS}/ai-competition-judging/mng/ranking`,
    tag,
    access: 'staff',
    permission: 'competition-judging:ranking',
    summary:
      "The works ranked by their judges' average score, with their awards (names masked unless unmasked)",
    query: ZCompetitionQuery,
    response: ZRanking,
    errors: [404],
  }),
};

/** Awards of a competition (一等奖, ...). */
export const awardEndpoints = {
  add: defineEndpoint({
    method: 'POST',
    path: `${WS}/award/mng/add`,
    tag,
    access: 'staff',
    permission: 'award:add',
    summary: 'Add an award to a competition',
    body: ZAwardAddBody,
    response: ZAward,
    errors: [404, 409],
  }),
  edit: defineEndpoint({
    method: 'POST',
    path: `${WS}/award/mng/edit`,
    tag,
    access: 'staff',
    permission: 'award:edit',
    summary: 'Rename an award',
    body: ZAwardEditBody,
    response: ZAward,
    errors: [404, 409],
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: `${WS}/award/mng/delete`,
    tag,
    access: 'staff',
    permission: 'award:delete',
    summary: 'Delete an award that no work holds',
    body: ZAwardIdBody,
    errors: [404, 409],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: `${WS}/award/mng/list`,
    tag,
    access: 'staff',
    permission: 'award:list',
    summary: 'Awards (of a competition), with how many works hold each',
    query: ZAwardListQuery,
    response: ZAwardList,
  }),
};

/** Which submitted works hold which award. */
export const awardWorksRelEndpoints = {
  addAwardRel: defineEndpoint({
    method: 'POST',
    path: `${WS}/award-works-rel/mng/add-award-rel`,
    tag,
    access: 'staff',
    permission: 'award-works:add',
    summary: "Give an award to works of its competition (a work's earlier award is replaced)",
    body: ZAddAwardRelBody,
    errors: [404, 409],
  }),
  page: defineEndpoint({
    method: 'GET',
    path: `${WS}/award-works-rel/mng/award-works-rel-page`,
    tag,
    access: 'staff',
    permission: 'award-works:page',
    summary: 'Awarded works, by competition and award (names masked unless unmasked)',
    query: ZAwardWorksRelPageQuery,
    response: ZAwardWorksRelPage,
  }),
  cancelAwardRel: defineEndpoint({
    method: 'POST',
    path: `${WS}/award-works-rel/mng/cancel-award-rel`,
    tag,
    access: 'staff',
    permission: 'award-works:cancel',
    summary: 'Take an award back from works',
    body: ZCancelAwardRelBody,
    errors: [404],
  }),
};

/** Tech registrations: a pupil's or teacher's entry; the back office's list and two exports. */
export const techRegistrationEndpoints = {
  add: defineEndpoint({
    method: 'POST',
    path: `${WS}/tech-registration/custom/add`,
    tag,
    access: 'learner',
    summary: 'Register a pupil and their work for a tech activity (the id number stored encrypted)',
    body: ZTechRegistrationAddBody,
    response: ZTechRegistration,
  }),
  page: defineEndpoint({
    method: 'GET',
    path: `${WS}/tech-registration/mng/page`,
    tag,
    access: 'staff',
    permission: 'tech-registration:page',
    summary: 'Tech registrations, newest first (id numbers and mobiles masked unless unmasked)',
    query: ZTechRegistrationPageQuery,
    response: ZTechRegistrationPage,
  }),
  export: defineEndpoint({
    method: 'GET',
    path: `${WS}/tech-registration/mng/export`,
    tag,
    access: 'staff',
    permission: 'tech-registration:export',
    summary:
      'Start an xlsx export of the registrations (pupils, schools, teachers); answers the file task',
    query: ZTechRegistrationExportQuery,
    response: ZFileTask,
  }),
  exportWorks: defineEndpoint({
    method: 'GET',
    path: `${WS}/tech-registration/mng/export-works`,
    tag,
    access: 'staff',
    permission: 'tech-registration:export-works',
    summary:
      'Start an xlsx export of the registered works (name, intro, file) by school; answers the file task',
    query: ZTechRegistrationExportQuery,
    response: ZFileTask,
  }),
};
