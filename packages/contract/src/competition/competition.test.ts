import { describe, expect, it } from 'vitest';
import { competitionPhase, isRegistrationOpen } from './competition-constants';
import { gb11643CheckChar, idCardProblem, maskIdCardNumber } from './id-card';
import { ZRegistrationCommitBody } from './registration.schema';
import { CompetitionMessages as M } from '../messages/competition-messages';

const VALID_ID = '11010520150307002X';

describe('id numbers', () => {
  it('check a resident id by its GB 11643 check digit', () => {
    expect(gb11643CheckChar('11010519491231002')).toBe('X');
    expect(idCardProblem(1, '11010519491231002X')).toBeNull();
    expect(idCardProblem(1, '11010519491231002x')).toBeNull();
    expect(idCardProblem(1, '110105194912310021')).toBe(M.ID_CARD_CHECK_DIGIT);
    expect(idCardProblem(1, '110105194913310021')).toBe(M.ID_CARD_INVALID);
    expect(idCardProblem(1, '1101051949')).toBe(M.ID_CARD_INVALID);
  });

  it('check the other types by format', () => {
    expect(idCardProblem(2, 'E12345678')).toBeNull();
    expect(idCardProblem(4, 'H12345678')).toBeNull();
    expect(idCardProblem(4, 'X12345678')).toBe(M.ID_CARD_FORMAT_INVALID);
    expect(idCardProblem(5, '12345678')).toBeNull();
    expect(idCardProblem(6, 'ABC123456789012')).toBeNull();
    expect(idCardProblem(3, '810000199001011234')).toBeNull();
    expect(idCardProblem(3, '110000199001011234')).toBe(M.ID_CARD_FORMAT_INVALID);
  });

  it('mask all but the first 3 and last 4', () => {
    expect(maskIdCardNumber('11010519491231002X')).toBe('110***********002X');
  });
});

describe('registration form', () => {
  const form = {
    competitionId: 1,
    studentName: '张小明',
    idCardType: 1,
    idCard: VALID_ID.slice(0, 17) + gb11643CheckChar(VALID_ID),
    grade: 3,
    mobile: '13800000001',
    provinceId: 330000,
    cityId: 330100,
    districtId: 330106,
    schoolId: 1,
  };

  it('accepts a valid form', () => {
    expect(ZRegistrationCommitBody.safeParse(form).success).toBe(true);
  });

  it('says in Chinese what is wrong with the id number and the grade', () => {
    const wrong = form.idCard.slice(0, 17) + (form.idCard[17] === '1' ? '2' : '1');
    const result = ZRegistrationCommitBody.safeParse({ ...form, idCard: wrong, grade: 17 });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(messages).toContain(`idCard:${M.ID_CARD_CHECK_DIGIT}`);
    expect(messages).toContain(`grade:${M.GRADE_REQUIRED}`);
  });
});

describe('phase', () => {
  const times = {
    registrationStartTm: '2026-03-01T00:00:00+08:00',
    registrationEndTm: '2026-04-01T00:00:00+08:00',
    competitionStartTm: '2026-03-01T00:00:00+08:00',
    competitionEndTm: '2026-05-01T00:00:00+08:00',
  };
  const at = (text: string) => new Date(text);

  it('follows the times, then the winners', () => {
    expect(competitionPhase(times, at('2026-02-01T00:00:00+08:00'))).toBe('not-started');
    expect(competitionPhase(times, at('2026-03-01T00:00:00+08:00'))).toBe('registering');
    expect(competitionPhase(times, at('2026-04-01T00:00:00+08:00'))).toBe('competing');
    expect(competitionPhase(times, at('2026-05-02T00:00:00+08:00'))).toBe('judging');
    expect(competitionPhase(times, at('2026-05-02T00:00:00+08:00'), true)).toBe('ended');
    expect(isRegistrationOpen(times, at('2026-04-01T00:00:00+08:00'))).toBe(false);
  });
});
