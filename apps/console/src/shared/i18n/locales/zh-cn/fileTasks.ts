export const fileTasks = {
  list: '文件任务（文件保留7天）',
  importResult: '成功 {{succeeded}} / 失败 {{failed}}',
  notImported: '未导入的行',
  rowNumber: '行号',
  reason: '原因',
  fileName: '文件名称',
  type: '类型',
  progress: '进度',
  rows: '行数',
  creator: '创建人',
  expiresAt: '过期时间',
};
