export { parseTabParam, TOP_TABS, topTabOfPath, visibleTopTabs, type TTopTab } from './top-tabs';
