export {
  ClassSelect,
  RegionCascader,
  SchoolSelect,
  SemesterSelect,
  TeacherSelect,
} from './pickers';
