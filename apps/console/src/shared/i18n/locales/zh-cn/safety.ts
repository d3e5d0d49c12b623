import { SAFETY_STAT_KIND_LABELS } from '@haoduo/contract';

/** 内容安全: alert counts per school, the weekly figures by kind, a school's own rules. */
export const safety = {
  alerts: {
    intro:
      '学生表达自我伤害、受到伤害或暴力倾向时，系统会立即提醒班级老师；这里是你管理的各学校的预警处理情况，以及AI内容被拦截、被标记的次数。',
    date: '日期',
    school: '学校',
    open: '待处理预警',
    acknowledged: '已查看',
    closed: '已关闭',
    alerts: '预警合计',
    refused: '拦截次数',
    flagged: '标记次数',
    staffRefused: '教师被拦截',
    loadFailed: '暂时无法读取预警统计',
    perSchool: '各学校的预警与拦截',
    empty: '所选时间内没有预警、拦截或标记',
  },
  weekly: {
    title: '每周按类别统计',
    hint: '学生被拦截或标记的内容按类别计数（一条内容可能属于多个类别），按周（周一开始）和学校、地区统计；默认最近8周。',
    chartTitle: '每周各类别次数',
    week: '周（周一）',
    school: '学校',
    region: '地区',
    total: '合计',
    alerts: '预警',
    staffRefused: '教师被拦截',
    allSchools: '全部学校',
    export: '导出',
    loadFailed: '暂时无法读取每周统计',
    empty: '所选时间内没有被拦截或标记的内容',
    kind: { ...SAFETY_STAT_KIND_LABELS },
  },
};
