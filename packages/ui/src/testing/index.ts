export * from './contrast';
export * from './antd-jsdom';
