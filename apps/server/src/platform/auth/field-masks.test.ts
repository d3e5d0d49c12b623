import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { maskIdCard, maskMobile, maskRealName, present } from './field-masks';
import type { TStaffAccess } from './staff-access';

const access = (unmask: TStaffAccess['unmask'], identityVerified = true): TStaffAccess => ({
  userId: 1,
  staffType: 3,
  permissions: new Set(),
  scope: { kind: 'all' },
  unmask,
  identityVerified,
});

describe('field masks', () => {
  it('mask mobiles, id card numbers and real names as DESIGN says', () => {
    expect(maskMobile('13800000001')).toBe('138****0001');
    expect(maskIdCard('110101199003077777')).toBe('110***********7777');
    expect(maskRealName('张小明')).toBe('张**');
    expect(maskRealName('欧阳')).toBe('欧*');
    expect(maskRealName('王')).toBe('王');
    expect(maskMobile('123')).toBe('***');
  });

  it('present lifts a mask only for a role that may, and notes the read', () => {
    const request = {} as FastifyRequest;
    const at = { request, targetType: 'user', targetId: 7 };
    expect(present(access(new Set()), 'mobile', '13800000001', at)).toBe('138****0001');
    // The role may, but the session has not passed the identity-password check lately.
    expect(present(access(new Set(['mobile']), false), 'mobile', '13800000001', at)).toBe(
      '138****0001',
    );
    expect(present(null, 'mobile', '13800000001', at)).toBe('138****0001');
    expect(request.unmaskedReads).toBeUndefined();
    expect(present(access(new Set(['mobile'])), 'mobile', '13800000001', at)).toBe('13800000001');
    expect(present(access(new Set(['mobile'])), 'mobile', null, at)).toBeNull();
    expect(request.unmaskedReads).toEqual([{ field: 'mobile', targetType: 'user', targetId: '7' }]);
  });
});
