export { AccountsTab } from './components/accounts-tab';
export { CodesTab } from './components/codes-tab';
export { RecordsTab } from './components/records-tab';
export { RulesTab } from './components/rules-tab';
export { SetPointsDialog, setPointsBody } from './components/set-points-dialog';
