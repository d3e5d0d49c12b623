/** The demo competitions and the pupils who entered them (id numbers pass GB 11643). */

export interface TDemoCompetition {
  name: string;
  sponsor: string;
  suitDistrict: string;
  festival: string;
  sortScore: number;
  /** Registration start, registration end and competition end, in days from now. */
  days: readonly [number, number, number];
  groups: readonly string[];
  sections: readonly { title: string; content: string }[];
  entrants: number;
  worksCount: number;
  judged?: boolean;
  winners?: boolean;
}

const RULES = {
  title: '参赛要求',
  content:
    '1. 参赛对象为全国中小学在校学生，每人限报一件作品。\n2. 作品须为本人使用好多AI平台工具独立完成，不得抄袭。\n3. 作品提交截止后不再接受修改。',
};
const PRIZES = {
  title: '奖项设置',
  content:
    '设一等奖、二等奖、三等奖及优秀指导教师奖，获奖名单将在评审结束后公布，获奖学生姓名将做脱敏处理。',
};

export const DEMO_COMPETITIONS: readonly TDemoCompetition[] = [
  {
    name: '第一届好多AI创意绘本大赛',
    sponsor: '好多AI教育研究院',
    suitDistrict: '全国',
    festival: '',
    sortScore: 100,
    days: [-5, 30, 60],
    groups: ['小学低年级组', '小学高年级组'],
    sections: [
      { title: '大赛介绍', content: '用AI绘本工具讲一个属于你的故事，让想象力在画面中生长。' },
      RULES,
      PRIZES,
    ],
    entrants: 3,
    worksCount: 1,
  },
  {
    name: '2026杭州青少年AI创作节·AI绘画赛',
    sponsor: '杭州市青少年科技教育协会',
    suitDistrict: '浙江省杭州市',
    festival: 'hangzhou-festival',
    sortScore: 90,
    days: [-60, -30, -3],
    groups: ['小学组', '初中组'],
    sections: [
      {
        title: '创作节简介',
        content: '杭州青少年AI创作节面向全市中小学生，展示青少年运用人工智能进行艺术创作的成果。',
      },
      { title: '赛程安排', content: '报名与作品提交 → 专家匿名评审 → 获奖公示 → 优秀作品展览。' },
      RULES,
    ],
    entrants: 5,
    worksCount: 5,
    judged: true,
  },
  {
    name: '2026杭州青少年AI创作节·AI编程赛',
    sponsor: '杭州市青少年科技教育协会',
    suitDistrict: '浙江省杭州市',
    festival: 'hangzhou-festival',
    sortScore: 80,
    days: [-2, 20, 45],
    groups: ['小学组', '初中组'],
    sections: [
      { title: '赛事介绍', content: '用AI编程工具做一个能解决身边小问题的智能应用。' },
      RULES,
    ],
    entrants: 2,
    worksCount: 0,
  },
  {
    name: '2025好多AI编程挑战赛',
    sponsor: '好多AI教育研究院',
    suitDistrict: '全国',
    festival: '',
    sortScore: 70,
    days: [-120, -90, -60],
    groups: [],
    sections: [
      {
        title: '大赛介绍',
        content: '面向中小学生的AI编程挑战，比赛已圆满结束，感谢每一位参赛同学。',
      },
      PRIZES,
    ],
    entrants: 4,
    worksCount: 4,
    judged: true,
    winners: true,
  },
];

/** Pupils of the demo (the first one is the lookup example of the notes). */
export const DEMO_ENTRANTS = [
  {
    name: '王小明',
    idCard: '110105201503070021',
    grade: 3,
    mobile: '13800000101',
    works: '月亮上的兔子',
  },
  {
    name: '李思远',
    idCard: '11010520150307003X',
    grade: 4,
    mobile: '13800000102',
    works: '海底城市',
  },
  {
    name: '张雨桐',
    idCard: '330106201406120012',
    grade: 5,
    mobile: '13800000103',
    works: '会飞的图书馆',
  },
  {
    name: '陈可欣',
    idCard: '330106201309050024',
    grade: 6,
    mobile: '13800000104',
    works: '四季的西湖',
  },
  {
    name: '赵一鸣',
    idCard: '330106201211200039',
    grade: 7,
    mobile: '13800000105',
    works: '机器人朋友',
  },
] as const;
