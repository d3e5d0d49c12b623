/** The side menu: groups and areas (also the header's page title). */
export const nav = {
  dashboard: '工作台',
  groups: {
    academic: '教务管理',
    works: '作品与赛事',
    operations: '运营服务',
    safety: '内容安全',
    system: '系统管理',
  },
  items: {
    schools: '学校管理',
    semesters: '学期管理',
    classes: '课班管理',
    teachers: '教师管理',
    students: '学生管理',
    rosterSync: '花名册同步',
    worksAudit: '作品审核',
    tags: '标签管理',
    aiPoints: 'AI积分',
    aiTools: 'AI工具配置',
    aiGenerations: 'AI生成审核',
    safetyAlerts: '安全预警统计',
    safetyRules: '学校安全规则',
    roles: '角色权限',
    auditLog: '操作日志',
    fileTasks: '下载中心',
  },
};
