import type { shell as zh } from '../zh-cn/shell';
import type { TTranslation } from '../types';

export const shell: TTranslation<typeof zh> = {
  logout: 'Log out',
  expandMenu: 'Expand menu',
  collapseMenu: 'Collapse menu',
  // The switch names the language it switches to.
  switchLanguage: '中文',
  staffType: {
    '1': 'Super administrator',
    '2': 'Area staff',
    '3': 'School manager',
    '4': 'Platform operator',
  },
};
