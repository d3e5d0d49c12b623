import {
  StaffType,
  staffUserEndpoints,
  ZStaffUserCreateBody,
  ZStaffUserModifyBody,
  type TStaffUser,
} from '@haoduo/contract';
import { Form, Input, Radio } from 'antd';
import { useMemo } from 'react';
import { usePermission } from '../../shared/permissions';
import { RegionCascader, SchoolSelect } from '../../shared/pickers';
import { FormDrawer, useResourceMutation } from '../../shared/resource';
import { RoleSelect } from './role-select';
import { STAFF_TYPE_OPTIONS, STAFF_USERS_KEY } from './roles-keys';

interface TStaffUserDrawerProps {
  user: TStaffUser | null;
  open: boolean;
  onClose: () => void;
}

/** 新增员工 / 编辑员工: name, mobile, staff type, their school or region, and roles. */
export function StaffUserDrawer({ user, open, onClose }: TStaffUserDrawerProps) {
  const canAssign = usePermission('staff-user:assign-roles');
  const create = useResourceMutation(staffUserEndpoints.create, { invalidate: [STAFF_USERS_KEY] });
  const modify = useResourceMutation(staffUserEndpoints.modify, { invalidate: [STAFF_USERS_KEY] });
  const masked = Boolean(user?.mobile?.includes('*'));
  const initialValues = useMemo(
    () =>
      user
        ? {
            name: user.name,
            mobile: masked ? undefined : (user.mobile ?? undefined),
            staffType: user.staffType,
            schoolId: user.schoolId ?? undefined,
            roleIds: user.roleIds,
          }
        : { staffType: StaffType.SCHOOL_MANAGER, roleIds: [] },
    [user, masked],
  );
  return (
    <FormDrawer<unknown>
      open={open}
      title={user ? '编辑员工' : '新增员工'}
      schema={user ? ZStaffUserModifyBody : ZStaffUserCreateBody}
      initialValues={initialValues}
      toBody={(values) => {
        const region = values.region as number[] | undefined;
        return {
          ...values,
          region: undefined,
          regionId: region?.at(-1) ?? user?.regionId ?? undefined,
          rolePackageIds: user?.rolePackageIds ?? [],
          ...(user ? { userId: user.userId } : {}),
        };
      }}
      onSubmit={(body) =>
        user
          ? modify.mutateAsync(body as Parameters<typeof modify.mutateAsync>[0])
          : create.mutateAsync(body as Parameters<typeof create.mutateAsync>[0])
      }
      onClose={onClose}
    >
      {(field) => (
        <>
          <Form.Item label="姓名" {...field('name')}>
            <Input maxLength={32} placeholder="请输入员工姓名" />
          </Form.Item>
          <Form.Item
            label="手机号"
            {...field('mobile')}
            extra={masked ? `当前：${user?.mobile}，请输入完整手机号` : '员工使用该手机号登录'}
          >
            <Input maxLength={11} placeholder="11位手机号" />
          </Form.Item>
          <Form.Item label="员工类型" {...field('staffType')}>
            <Radio.Group options={STAFF_TYPE_OPTIONS} />
          </Form.Item>
          <Form.Item noStyle dependencies={['staffType']}>
            {({ getFieldValue }) => {
              const type = getFieldValue('staffType') as number;
              if (type === StaffType.SCHOOL_MANAGER) {
                return (
                  <Form.Item label="所属学校" {...field('schoolId')} required>
                    <SchoolSelect style={{ width: '100%' }} />
                  </Form.Item>
                );
              }
              if (type === StaffType.AREA_STAFF) {
                return (
                  <Form.Item
                    label="负责区域"
                    name="region"
                    required
                    extra={
                      user?.regionId ? `当前区域编号：${user.regionId}，留空则不修改` : undefined
                    }
                  >
                    <RegionCascader changeOnSelect style={{ width: '100%' }} />
                  </Form.Item>
                );
              }
              return null;
            }}
          </Form.Item>
          {canAssign ? (
            <Form.Item label="角色" {...field('roleIds')} extra="不选角色时按员工类型的内置角色">
              <RoleSelect />
            </Form.Item>
          ) : null}
        </>
      )}
    </FormDrawer>
  );
}
