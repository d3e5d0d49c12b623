import { classEndpoints, type TClassMngRow, type TClassUpdateBody } from '@haoduo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CourseSelect, WEEK_SCHEDULES_KEY } from '../../features/courses';
import { apiClient } from '../../shared/api';
import { Can } from '../../shared/permissions';

/** A class's update body that keeps every field and sets the course it follows. */
export function classCourseBody(row: TClassMngRow, mallCourseId: number | null): TClassUpdateBody {
  return {
    id: row.id,
    semesterId: row.semesterId,
    courseClassName: row.courseClassName,
    serviceType: row.serviceType,
    aiToolTypes: row.aiToolTypes,
    aiToolSubTypes: row.aiToolSubTypes,
    availableAi: row.availableAi,
    teacherIdList: row.teacherIdList,
    limitStudentSize: row.limitStudentSize,
    limitStudentType: row.limitStudentType,
    effectiveEndDate: row.effectiveEndDate,
    studentCreateModeType: row.studentCreateModeType as TClassUpdateBody['studentCreateModeType'],
    fanbookInviteCode: row.fanbookInviteCode ?? '',
    fanbookIdCode: row.fanbookIdCode ?? '',
    mallCourseId,
  };
}

interface TLinkCourseProps {
  classId: number;
  className: string;
  schoolId: number;
  semesterId: number;
  courseId: number | null;
}

/** 关联课程: the course the class follows (its lessons fill the schedule's slots in order). */
export function LinkCourseButton({
  classId,
  className,
  schoolId,
  semesterId,
  courseId,
}: TLinkCourseProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<number | null>(courseId);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      const page = await apiClient.call(classEndpoints.query, {
        schoolId,
        semesterId,
        keyword: className,
        currentPage: 1,
        pageSize: 100,
      });
      const row = page.list.find((item) => item.id === classId);
      if (!row) return;
      await apiClient.call(classEndpoints.update, classCourseBody(row, chosen));
      void message.success(t('weekSchedules.courseLinked'));
      await queryClient.invalidateQueries({ queryKey: [...WEEK_SCHEDULES_KEY] });
      await queryClient.invalidateQueries({ queryKey: ['classes'] });
      setOpen(false);
    } catch {
      // The client showed why.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Can permission="class:update">
      <Button
        onClick={() => {
          setChosen(courseId);
          setOpen(true);
        }}
      >
        {t('weekSchedules.linkCourse')}
      </Button>
      <Modal
        open={open}
        title={t('weekSchedules.linkCourse')}
        okText={t('actions.save')}
        cancelText={t('actions.cancel')}
        confirmLoading={saving}
        onOk={() => void save()}
        onCancel={() => setOpen(false)}
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          <CourseSelect value={chosen} onChange={setChosen} style={{ width: '100%' }} />
        </Space>
      </Modal>
    </Can>
  );
}
