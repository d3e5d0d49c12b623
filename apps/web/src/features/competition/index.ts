export { CompetitionCenter } from './components/competition-center';
export { CenterBanners } from './components/center-banners';
export { CompetitionIntroduce } from './components/competition-introduce';
export { CompetitionDetail } from './components/competition-detail';
export { FestivalLanding } from './components/festival-landing';
export { HomeCompetitions } from './components/home-competitions';
export { centerFilterOf, centerSearchOf } from './model/center-filter';
export { competitionIdParam, detailTabParam, type TDetailTab } from './model/competition-links';
export { prefetchCompetitionCenter, prefetchHomeCompetitions } from './server-data';
