import type { aiTools as zh } from '../zh-cn/aiTools';
import type { TTranslation } from '../types';

export const aiTools: TTranslation<typeof zh> = {
  intro:
    'The AI tools each school has opened: language, drawing, music, video and 3D models, agents, the AI workshop and AI hardware.',
  schools: 'Schools',
  region: 'Region',
  schoolName: 'School name',
  opened: 'AI tools opened',
  none: 'None opened',
  configure: 'Configure AI tools',
  openedDone: 'Opened',
  closedDone: 'Closed',
  closeTitle: 'Close "{{tool}}"?',
  closeContent:
    'Teachers and pupils of {{school}} will see "Not open yet"; existing works are not affected.',
  close: 'Close',
  open: 'Open',
  drawerTitle: 'AI tools: {{school}}',
  drawerTitleEmpty: 'AI tools',
  drawerHint:
    'Tools not opened show "Not open yet" on the pupils\' and teachers\' AI tools page. Switches take effect at once.',
};
