export { BarChart, LineChart, niceMax, type TSeries } from './charts';
