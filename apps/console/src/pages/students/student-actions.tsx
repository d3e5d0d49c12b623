import {
  ApiError,
  classSyncEndpoints,
  studentEndpoints,
  studentMngEndpoints,
  type TStudentCredential,
} from '@haoduo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { apiClient } from '../../shared/api';
import { useConfirm } from '../../shared/resource';

export const STUDENTS_KEY = ['students'] as const;
const CLASSES_KEY = ['classes'] as const;

/** The staff's actions on pupils, with their confirmations and the lists refreshed. */
export function useStudentActions(
  onCredentials: (title: string, list: TStudentCredential[]) => void,
) {
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
      await done('已移出课班');
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 409) {
        if (error instanceof ApiError) void message.error(error.message || '操作失败');
        return;
      }
      modal.confirm({
        title: `确定将${names}移出课班？`,
        content: error.message,
        okText: '仍然移出',
        okButtonProps: { danger: true },
        cancelText: '取消',
        onOk: async () => {
          await send(true);
          await done('已移出课班');
        },
      });
    }
  };

  return {
    refresh,
    enable: (classId: number, studentIds: number[]) =>
      apiClient
        .call(studentMngEndpoints.mngEnable, { classId, studentIds })
        .then(() => done('已启用')),
    disable: (classId: number, studentIds: number[], names: string) =>
      confirm({
        title: `停用${names}？`,
        content: '停用后学生不能再使用该课班，作品保留。',
        okText: '停用',
        onOk: () =>
          apiClient
            .call(studentMngEndpoints.mngDisable, { classId, studentIds })
            .then(() => done('已停用')),
      }),
    remove: (classId: number, studentIds: number[], names: string) =>
      confirm({
        title: `将${names}移出课班？`,
        content: '学生账号和作品保留，只是不再属于该课班。',
        okText: '移出',
        onOk: () => remove(classId, studentIds, names),
      }),
    resetPassword: (studentId: number, name: string) =>
      confirm({
        title: `重置「${name}」的密码？`,
        content: '学生将用新的初始密码登录，已登录的设备会退出。',
        okText: '重置',
        onOk: async () => {
          const credential = await apiClient.call(studentMngEndpoints.mngResetPassword, {
            studentId,
          });
          onCredentials('新的初始密码', [credential]);
          await refresh();
        },
      }),
    rename: async (studentId: number, username: string) => {
      await apiClient.call(studentMngEndpoints.mngUpdateUsername, { studentId, username });
      await done('登录名已修改');
    },
    transfer: async (fromClassId: number, toClassId: number, studentIds: number[]) => {
      const result = await apiClient.call(studentMngEndpoints.mngTransfer, {
        fromClassId,
        toClassId,
        studentIds,
      });
      await done(`已转入 ${result.moved} 名学生`);
    },
    bind: async (classId: number, studentIds: number[]) => {
      const result = await apiClient.call(studentMngEndpoints.mngBindClass, {
        classId,
        studentIds,
      });
      await done(`已加入 ${result.added} 名学生`);
    },
    add: async (classId: number, names: string[]) => {
      const result = await apiClient.call(studentMngEndpoints.mngAdd, {
        classId,
        studentList: names.map((name) => ({ name })),
      });
      onCredentials('新建的学生账号', result.list);
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
