/** The class week schedule: what other modules use (the app registers its routes). */
export { weekScheduleFeature } from './week-schedule.plugin';
