import type { TCompetition, TMyRegistration } from '@haoduo/contract';

/** A released competition as the public calls answer it. */
export function competitionFixture(patch: Partial<TCompetition> = {}): TCompetition {
  return {
    id: 7,
    name: '第一届好多AI创意绘本大赛',
    sponsor: '好多AI',
    suitDistrict: '全国',
    coverImg: '/api/media/site/cover-7.webp',
    pcBanner: '',
    mobileBanner: '',
    introduceList: [{ title: '比赛规则', content: '每人提交一个作品。', imageUrl: '' }],
    sortScore: 10,
    registrationStartTm: '2026-05-01T00:00:00+08:00',
    registrationEndTm: '2026-06-01T00:00:00+08:00',
    competitionStartTm: '2026-05-01T00:00:00+08:00',
    competitionEndTm: '2026-07-01T00:00:00+08:00',
    groupList: [],
    festival: '',
    winnersUrl: null,
    winnersPublished: false,
    releaseStatus: 1,
    phase: 'registering',
    createdAt: '2026-04-01T00:00:00+08:00',
    updatedAt: '2026-04-01T00:00:00+08:00',
    ...patch,
  };
}

/** A registration as the pupil's calls answer it (masked). */
export function registrationFixture(patch: Partial<TMyRegistration> = {}): TMyRegistration {
  return {
    id: 1024,
    competitionId: 7,
    competitionName: '第一届好多AI创意绘本大赛',
    studentName: '王小明',
    idCardType: 1,
    idCard: '110***********002X',
    grade: 3,
    mobile: '138****0000',
    teacherName: '',
    teacherMobile: '',
    provinceId: 11,
    cityId: 1101,
    districtId: 110105,
    schoolId: 5,
    schoolName: '好多AI实验小学',
    registrationGroup: '',
    works: null,
    anonymised: false,
    createdAt: '2026-05-02T10:00:00+08:00',
    updatedAt: '2026-05-02T10:00:00+08:00',
    token: 'token-1024',
    modifiable: true,
    worksSubmittable: true,
    ...patch,
  };
}

/** The region data of the tests: one province, one city, one district. */
export const PROVINCES = [
  { id: 11, name: '北京市', children: [{ id: 1101, name: '北京市', parentId: 11 }] },
];
export const DISTRICTS = [{ id: 110105, name: '朝阳区', parentId: 1101 }];
