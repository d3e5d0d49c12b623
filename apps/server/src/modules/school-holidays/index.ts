/**
 * School holidays: what other modules use (the week schedule skips their stop days and
 * teaches their adjust days). The holiday calls themselves come later.
 */
export { holidaysOfSchools, type THolidayRow } from './holidays.queries';
