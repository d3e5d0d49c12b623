export * from './contrast';
export * from './antd-jsdom';
export * from './theme-checks';
