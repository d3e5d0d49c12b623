import type { safety as zh } from '../zh-cn/safety';
import type { TTranslation } from '../types';

export const safety: TTranslation<typeof zh> = {
  alerts: {
    intro:
      "When a pupil says something about hurting themselves, being harmed or violence, the class's teachers are alerted at once. Here are how the alerts of your schools were handled, and how often AI content was refused or flagged.",
    date: 'Date',
    school: 'School',
    open: 'Open alerts',
    acknowledged: 'Seen',
    closed: 'Closed',
    alerts: 'All alerts',
    refused: 'Refused',
    flagged: 'Flagged',
    staffRefused: 'Teachers refused',
    loadFailed: 'The alert figures cannot be read right now',
    perSchool: 'Alerts and refusals per school',
    empty: 'No alerts, refusals or flags in this period',
  },
  weekly: {
    title: 'Per week, by kind',
    hint: "Pupils' refused or flagged texts counted by kind (a text may be of several kinds), per week (from Monday), school and region; the last 8 weeks unless dates are chosen.",
    chartTitle: 'Each kind per week',
    week: 'Week (Monday)',
    school: 'School',
    region: 'Region',
    total: 'Total',
    alerts: 'Alerts',
    staffRefused: 'Teachers refused',
    allSchools: 'All schools',
    export: 'Export',
    loadFailed: 'The weekly figures cannot be read right now',
    empty: 'Nothing was refused or flagged in this period',
    kind: {
      'self-harm': 'Self-harm',
      abuse: 'Being harmed',
      violence: 'Violence',
      bullying: 'Bullying',
      'personal-data': 'Personal data',
      sexual: 'Sexual',
      jailbreak: 'Jailbreak',
      drugs: 'Drugs and alcohol',
      gambling: 'Gambling',
      hate: 'Hate',
      'school-rule': "School's words",
    },
  },
};
