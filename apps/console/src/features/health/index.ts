export { HealthCard } from './components/health-card';
