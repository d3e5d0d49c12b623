import { ClassMessages, ZRealName, ZUsername } from '@haoduo/contract';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClassSelect } from '../../shared/pickers';
import { zodRule } from '../../shared/resource';

interface TPickClassModalProps {
  open: boolean;
  title: string;
  schoolId?: number;
  /** The class to leave out (the one the pupils are in). */
  excludeId?: number;
  onOk: (classId: number) => Promise<unknown>;
  onClose: () => void;
}

/** Choose a class (转班, 加入课班). */
export function PickClassModal(props: TPickClassModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ classId: number }>();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={props.open}
      title={props.title}
      destroyOnHidden
      confirmLoading={busy}
      onCancel={props.onClose}
      onOk={async () => {
        const { classId } = await form.validateFields();
        setBusy(true);
        try {
          await props.onOk(classId);
          props.onClose();
        } catch {
          // The client toasted why.
        } finally {
          setBusy(false);
        }
      }}
    >
      <Form form={form} name="pick-class" layout="vertical" preserve={false}>
        <Form.Item
          label={t('students.targetClass')}
          name="classId"
          rules={[
            { required: true, message: t('students.pickClass') },
            {
              validator: (_r, value) =>
                value !== undefined && value === props.excludeId
                  ? Promise.reject(new Error(t('students.otherClass')))
                  : Promise.resolve(),
            },
          ]}
        >
          <ClassSelect schoolId={props.schoolId} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

interface TAddStudentsModalProps {
  open: boolean;
  /** The class to add to; when absent the modal asks for one. */
  classId?: number;
  onOk: (classId: number, names: string[]) => Promise<unknown>;
  onClose: () => void;
}

const splitNames = (text: string) =>
  text
    .split(/[\n,，、;；]+/)
    .map((name) => name.trim())
    .filter(Boolean);

/** 新增学生: names one per line, into a class; the accounts are shown after. */
export function AddStudentsModal(props: TAddStudentsModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ classId?: number; names: string }>();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={props.open}
      title={t('students.add')}
      destroyOnHidden
      confirmLoading={busy}
      onCancel={props.onClose}
      onOk={async () => {
        const values = await form.validateFields();
        setBusy(true);
        try {
          await props.onOk(props.classId ?? values.classId!, splitNames(values.names));
          props.onClose();
        } catch {
          // The client toasted why.
        } finally {
          setBusy(false);
        }
      }}
    >
      <Form form={form} name="add-students" layout="vertical" preserve={false}>
        {props.classId ? null : (
          <Form.Item
            label={t('fields.class')}
            name="classId"
            rules={[{ required: true, message: t('students.pickClass') }]}
          >
            <ClassSelect style={{ width: '100%' }} />
          </Form.Item>
        )}
        <Form.Item
          label={t('students.names')}
          name="names"
          extra={t('students.namesHint')}
          rules={[
            {
              validator: (_r, value: string | undefined) => {
                const names = splitNames(value ?? '');
                if (names.length === 0)
                  return Promise.reject(new Error(ClassMessages.STUDENT_LIST_EMPTY));
                for (const name of names) {
                  const result = ZRealName.safeParse(name);
                  if (!result.success)
                    return Promise.reject(
                      new Error(
                        t('students.nameError', {
                          name,
                          message: result.error.issues[0]?.message ?? '',
                        }),
                      ),
                    );
                }
                return Promise.resolve();
              },
            },
          ]}
        >
          <Input.TextArea rows={8} placeholder={t('students.namesPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

interface TRenameModalProps {
  student: { worksStudentId: number; name: string; username: string } | null;
  onOk: (studentId: number, username: string) => Promise<unknown>;
  onClose: () => void;
}

/** 修改登录名. */
export function RenameModal({ student, onOk, onClose }: TRenameModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ username: string }>();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={student !== null}
      title={t('students.renameTitle', { name: student?.name ?? '' })}
      destroyOnHidden
      confirmLoading={busy}
      onCancel={onClose}
      onOk={async () => {
        const { username } = await form.validateFields();
        setBusy(true);
        try {
          await onOk(student!.worksStudentId, username.trim());
          onClose();
        } catch {
          // The client toasted why.
        } finally {
          setBusy(false);
        }
      }}
    >
      <Form
        form={form}
        name="rename-student"
        layout="vertical"
        preserve={false}
        initialValues={{ username: student?.username }}
      >
        <Form.Item
          label={t('students.newUsername')}
          name="username"
          required
          rules={[zodRule(ZUsername)]}
        >
          <Input maxLength={32} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
