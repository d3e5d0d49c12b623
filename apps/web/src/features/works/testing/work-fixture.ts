import type { TWorksCard, TWorksDetail } from '@haoduo/contract';

/** A public work as the gallery's cards show it (tests). */
export function cardFixture(
  id: number,
  worksName: string,
  overrides: Partial<TWorksCard> = {},
): TWorksCard {
  return {
    id,
    worksName,
    worksAuthor: '张**',
    schoolName: '好多AI实验小学',
    type: 1,
    kind: 'book',
    version: 1,
    worksCoverPic: null,
    coverThumbUrl: null,
    coverPicRatioHigh: null,
    coverPicRatioWide: null,
    worksIntro: null,
    likeCount: id,
    copyCount: 0,
    recommend: false,
    tagIds: [],
    publishedAt: null,
    ...overrides,
  };
}

/** A picture book as the works detail call answers it (tests). */
export function workFixture(overrides: Partial<TWorksDetail> = {}): TWorksDetail {
  return {
    ...cardFixture(11, '月亮上的小猫', { worksIntro: '小猫去月亮上旅行。', likeCount: 3 }),
    access: 'author',
    worksBackCoverPic: null,
    worksPrompt: null,
    backgroundColor: null,
    coverCenter: true,
    worksPageList: [
      { picUrl: null, text: '第一页' },
      { picUrl: null, text: '第二页' },
      { picUrl: null, text: '第三页' },
    ],
    worksContentList: [],
    worksCompressContentList: [],
    jumpUrl: null,
    agentProgramCode: null,
    copiedFromId: null,
    copiedFrom: null,
    status: 0,
    auditStatus: 0,
    createdAt: '2026-11-21T08:00:00.000Z',
    hasLike: false,
    likesUniqUserId: null,
    abilities: {
      canEdit: true,
      canDelete: true,
      canSubmit: true,
      canWithdraw: false,
      canTakeOffline: false,
      canAudit: false,
      canCopy: true,
      canLike: false,
      canSeeHistory: true,
    },
    auditRemark: null,
    sortScore: null,
    worksClassId: null,
    className: null,
    customizeSchoolName: null,
    authorName: '张小明',
    worksAuthorInput: null,
    schoolId: 1,
    worksCreatorType: 2,
    worksCreatorId: 1,
    submittedAt: null,
    updatedAt: null,
    ...overrides,
  };
}
