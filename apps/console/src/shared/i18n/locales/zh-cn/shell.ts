/** The header and the staff types it shows. */
export const shell = {
  logout: '退出登录',
  expandMenu: '展开菜单',
  collapseMenu: '收起菜单',
  switchLanguage: 'English',
  staffType: {
    '1': '超级管理员',
    '2': '区域工作人员',
    '3': '学校管理员',
    '4': '平台运营人员',
  },
};
