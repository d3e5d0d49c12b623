import type { TCompetitionMngItem } from '@haoduo/contract';

/** A competition as the back office's list and detail calls answer it. */
export const competition: TCompetitionMngItem = {
  id: 7,
  name: '第一届好多AI创意绘本大赛',
  sponsor: '好多AI教育研究院',
  suitDistrict: '全国',
  coverImg: '/api/media/cover.png',
  pcBanner: '',
  mobileBanner: '',
  introduceList: [{ title: '大赛介绍', content: '讲一个故事', imageUrl: '' }],
  sortScore: 100,
  registrationStartTm: '2026-03-01T00:00:00.000Z',
  registrationEndTm: '2026-04-01T00:00:00.000Z',
  competitionStartTm: '2026-03-01T00:00:00.000Z',
  competitionEndTm: '2026-05-01T00:00:00.000Z',
  groupList: ['小学组'],
  festival: '',
  winnersUrl: null,
  winnersPublished: false,
  releaseStatus: 0,
  phase: 'registering',
  createdAt: '2026-02-01T00:00:00.000Z',
  updatedAt: '2026-02-01T00:00:00.000Z',
  registrationCount: 0,
  worksCount: 0,
};
