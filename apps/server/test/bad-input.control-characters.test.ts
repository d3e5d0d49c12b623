import { encodePassword, Messages } from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './helpers/test-app';
import {
  memberCount,
  classByCode,
  studentCaller,
  userCount,
  type TCaller,
} from './factories/classes';

/**
 * Text pasted from a document or a scanner app may carry control characters (a NUL byte
 * above all, which PostgreSQL refuses in text and jsonb). Every field refuses them with a
 * 400 naming the field, before anything reaches a service or the database.
 */

const WORKS = '/api/v1/works-service';
const JOIN = `${WORKS}/student/custom/join-class`;
const REG = `${WORKS}/student/custom/reg-join-class`;
const LOGIN = `${WORKS}/works/custom/student-login`;

let t: TTestApp;
let stu001: TCaller;

beforeAll(async () => {
  t = await createTestApp();
  stu001 = await studentCaller(t, 'stu001');
});
afterAll(async () => {
  await t.close();
});

const refusal = (field: string) => ({
  code: 400,
  message: Messages.FIELD_CONTROL_CHARACTERS,
  data: null,
  errors: [{ field, message: Messages.FIELD_CONTROL_CHARACTERS }],
});

describe('control characters in text fields', () => {
  it('join class: a class code with a NUL byte is a 400, and joins nothing', async () => {
    const ai4001 = await classByCode(t, 'AI4001');
    const members = await memberCount(t, ai4001.id);
    const res = await t.api.post(JOIN, { classCode: 'AI4001\u0000' }, stu001.opts());
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusal('classCode'));
    expect(await memberCount(t, ai4001.id)).toBe(members);
  });

  it('create account by class code: a name or class code with a NUL byte is a 400, and creates nothing', async () => {
    const users = await userCount(t);
    const byName = await t.api.post(REG, { classCode: 'AI4001', name: '小\u0000明' });
    expect(byName.status).toBe(400);
    expect(byName.body).toEqual(refusal('name'));
    const byCode = await t.api.post(REG, { classCode: '\u0000AI4001', name: '小明' });
    expect(byCode.status).toBe(400);
    expect(byCode.body).toEqual(refusal('classCode'));
    const byMac = await t.api.post(REG, { classCode: 'AI4001', name: '小明', mac: 'AA\u0007BB' });
    expect(byMac.status).toBe(400);
    expect(byMac.body).toEqual(refusal('mac'));
    expect(await userCount(t)).toBe(users);
  });

  it('student login: a login name with a NUL byte is a 400, not a server error', async () => {
    const res = await t.api.post(LOGIN, {
      username: 'stu001\u0000',
      password: encodePassword('Stu12345'),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusal('username'));
  });

  it('refuses other C0 controls and DEL in a query, and names nested fields by their path', async () => {
    const query = await t.api.get(`${WORKS}/works/custom/send-captcha`, {
      mobile: '1380000000\u001b',
    });
    expect(query.status).toBe(400);
    expect(query.body).toEqual(refusal('mobile'));
    const nested = await t.api.post(LOGIN, { username: 'stu001', password: ['ok', 'x\u007f'] });
    expect(nested.status).toBe(400);
    expect(nested.body).toEqual(refusal('password.1'));
  });

  it('lets tabs and line breaks through (multi-line text), and other unicode', async () => {
    const res = await t.api.post(LOGIN, {
      username: 'stu001\t\r\n',
      password: encodePassword('wrong-password-1'),
    });
    expect(res.status).not.toBe(500);
    expect(res.body.message).not.toBe(Messages.FIELD_CONTROL_CHARACTERS);
    const emoji = await t.api.post(REG, { classCode: 'NOPE0000', name: '小明👩‍👩‍👧‍👦\u202e' });
    expect(emoji.status).toBe(404);
  });

  it('keeps a name on one line, and checks JSON keys and the sign-in service form too', async () => {
    const users = await userCount(t);
    const twoLines = await t.api.post(REG, { classCode: 'AI4001', name: '小\n明' });
    expect(twoLines.status).toBe(400);
    expect(twoLines.body.errors).toEqual([
      { field: 'name', message: Messages.FIELD_CONTROL_CHARACTERS },
    ]);
    const key = await t.api.post(REG, { classCode: 'AI4001', name: '小明', 'x\u0000': 1 });
    expect(key.status).toBe(400);
    expect(key.body).toEqual(refusal('x\\u0000'));
    expect(await userCount(t)).toBe(users);

    const sso = await t.app.inject({
      method: 'POST',
      url: '/sso/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'account=stu001%00&password=x&csrf=y',
    });
    expect(sso.statusCode).toBe(400);
    expect(sso.json()).toEqual(refusal('account'));
  });
});
