/** What other modules use of the ai-points module; they import nothing else of it. */
export { balanceOf, chargePerson, refundCharge } from './points-charges';
export { classDailyLimit } from './points-class';
export { costOf } from './points-rules';
export { staffActorOf } from './points-policy';
export { aiPointsFeature } from './ai-points.plugin';
export {
  credit,
  debit,
  ensurePointAccount,
  updateDailyLimit,
  writeRecord,
  type TPointOwner,
} from './points-ledger';
export { dailyPointsSpent } from './points-stats.queries';
