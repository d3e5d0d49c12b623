import {
  ApiError,
  classSyncEndpoints,
  studentEndpoints,
  studentMngEndpoints,
  type TStudentCredential,
} from '@haoduo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../shared/api';
import { useConfirm } from '../../shared/resource';

export const STUDENTS_KEY = ['students'] as const;
const CLASSES_KEY = ['classes'] as const;

/** The staff's actions on pupils, with their confirmations and the lists refreshed. */
export function useStudentActions(
  onCredentials: (title: string, list: TStudentCredential[]) => void,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { message, modal } = App.useApp();
  const confirm = useConfirm();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: STUDENTS_KEY }),
      queryClient.invalidateQueries({ queryKey: CLASSES_KEY }),
    ]);
  const done = async (text: string) => {
    void message.success(text);
    await refresh();
  };

  /** Removal asks the server first; a 409 explains the consequences and asks again. */
  const remove = async (classId: number, studentIds: number[], names: string) => {
    const send = (sure: boolean) =>
      studentIds.length === 1
        ? apiClient.call(
            studentEndpoints.classRemove,
            { classId, studentId: studentIds[0]!, confirm: sure },
            { silent: !sure },
          )
        : apiClient.call(
            studentEndpoints.batchRemove,
            { classId, studentIds, confirm: sure },
            { silent: !sure },
          );
    try {
      await send(false);
      await done(t('students.removed'));
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 409) {
        if (error instanceof ApiError) void message.error(error.message || t('students.failed'));
        return;
      }
      modal.confirm({
        title: t('students.removeSureTitle', { names }),
        content: error.message,
        okText: t('students.removeAnyway'),
        okButtonProps: { danger: true },
        cancelText: t('actions.cancel'),
        onOk: async () => {
          await send(true);
          await done(t('students.removed'));
        },
      });
    }
  };

  return {
    refresh,
    enable: (classId: number, studentIds: number[]) =>
      apiClient
        .call(studentMngEndpoints.mngEnable, { classId, studentIds })
        .then(() => done(t('done.enabled'))),
    disable: (classId: number, studentIds: number[], names: string) =>
      confirm({
        title: t('students.disableTitle', { names }),
        content: t('students.disableContent'),
        okText: t('actions.disable'),
        onOk: () =>
          apiClient
            .call(studentMngEndpoints.mngDisable, { classId, studentIds })
            .then(() => done(t('done.disabled'))),
      }),
    remove: (classId: number, studentIds: number[], names: string) =>
      confirm({
        title: t('students.removeTitle', { names }),
        content: t('students.removeContent'),
        okText: t('students.removeOk'),
        onOk: () => remove(classId, studentIds, names),
      }),
    resetPassword: (studentId: number, name: string) =>
      confirm({
        title: t('students.resetTitle', { name }),
        content: t('students.resetContent'),
        okText: t('students.resetOk'),
        onOk: async () => {
          const credential = await apiClient.call(studentMngEndpoints.mngResetPassword, {
            studentId,
          });
          onCredentials(t('students.newPassword'), [credential]);
          await refresh();
        },
      }),
    rename: async (studentId: number, username: string) => {
      await apiClient.call(studentMngEndpoints.mngUpdateUsername, { studentId, username });
      await done(t('students.renamed'));
    },
    transfer: async (fromClassId: number, toClassId: number, studentIds: number[]) => {
      const result = await apiClient.call(studentMngEndpoints.mngTransfer, {
        fromClassId,
        toClassId,
        studentIds,
      });
      await done(t('students.transferred', { count: result.moved }));
    },
    bind: async (classId: number, studentIds: number[]) => {
      const result = await apiClient.call(studentMngEndpoints.mngBindClass, {
        classId,
        studentIds,
      });
      await done(t('students.bound', { count: result.added }));
    },
    add: async (classId: number, names: string[]) => {
      const result = await apiClient.call(studentMngEndpoints.mngAdd, {
        classId,
        studentList: names.map((name) => ({ name })),
      });
      onCredentials(t('students.newAccounts'), result.list);
      await refresh();
    },
    printList: async (classId: number) =>
      apiClient.call(studentMngEndpoints.mngPrintList, { classId }),
    importRoster: (classId: number, file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiClient.upload(classSyncEndpoints.syncStudent, form, { query: { classId } });
    },
  };
}
