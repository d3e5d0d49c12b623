/** What other modules use of the classes module; they import nothing else of it. */
export { likePattern } from './classes.mng-queries';
export { canOnClass, resolveClassActor, visibleSchoolIds } from './classes.policy';
export { classIsValid, findClassById, type TClassRow } from './classes.queries';
export { usableProblem } from './class-rules';
export { loadClassFor } from './classes.admin';
