/** What the app, the demo loader and the tests use of the competition module. */
export { competitionFeature } from './competition.plugin';
export { anonymiseEndedCompetitions, ANONYMOUS_NAME } from './anonymise';
export { sealIdCard } from './id-card-cipher';
