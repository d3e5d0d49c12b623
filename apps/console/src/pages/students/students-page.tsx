import { StudentsTable } from './students-table';

/** 学生管理: the pupils of the schools in scope and every staff action on them. */
export function StudentsPage() {
  return <StudentsTable tableId="students" />;
}
