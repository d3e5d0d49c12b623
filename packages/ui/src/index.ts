export * from './theme-colours';
export * from './antd-theme';
