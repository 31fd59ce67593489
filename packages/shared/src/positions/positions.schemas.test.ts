// Spec 000 §5 "Position form" and the position filter, message by message.
import { describe, expect, it } from 'vitest';
import {
  experienceMonths,
  experienceText,
  POSITION_MESSAGES as M,
  positionBody,
  positionFilterBody,
} from './positions.schemas';

const valid = {
  company_id: 3,
  position: 'Backend Engineer',
  position_type_id: [1, 2],
  skill_id: [4],
  min_experience: '2',
  min_experience_type: 2,
  max_experience: '6',
  max_experience_type: '2',
  status_id: 1,
  total_position: '20',
  max_salary: '500000',
  country_id: 101,
  state_id: '',
  city_id: null,
  job_description: '/api/v1/files/jd/3f2a9c1e-5b7d-4e8a-9c0f-1a2b3c4d5e6f.pdf',
  job_description_original: 'jd.pdf',
};

const messages = (
  value: unknown,
  schema: { safeParse(v: unknown): { success: boolean; error?: unknown } } = positionBody,
) => {
  const result = schema.safeParse(value) as { success: boolean; error?: { issues: { message: string }[] } };
  return result.success ? [] : result.error!.issues.map((i) => i.message);
};

describe('position form', () => {
  it('accepts a complete form and normalises it', () => {
    const parsed = positionBody.parse(valid);
    expect(parsed).toMatchObject({
      min_experience: 2,
      max_experience: 6,
      max_experience_type: 2,
      total_position: 20,
      max_salary: '500000',
      state_id: null,
      city_id: null,
    });
  });

  it.each([
    ['company_id', '', M.companyRequired],
    ['position', '', M.positionRequired],
    ['position', 'QA', M.positionShort],
    ['position', 'x'.repeat(101), M.positionLong],
    ['position_type_id', [], M.positionTypeRequired],
    ['skill_id', undefined, M.skillRequired],
    ['min_experience', '', M.minExperienceRequired],
    ['min_experience', 'a', M.experienceInvalid],
    ['min_experience', '123', M.experienceInvalid],
    ['max_experience', undefined, M.maxExperienceRequired],
    ['min_experience_type', '', M.experienceTypeRequired],
    ['max_experience_type', 3, M.experienceTypeRequired],
    ['status_id', null, M.statusRequired],
    ['total_position', '', M.totalPositionRequired],
    ['total_position', '2x', M.totalPositionInvalid],
    ['total_position', '123456', M.totalPositionInvalid],
    ['max_salary', '12ab', M.salaryInvalid],
    ['max_salary', '500', M.salaryShort],
    ['max_salary', '1'.repeat(21), M.salaryTooLong],
    ['country_id', undefined, M.countryRequired],
  ])('%s = %j answers %s', (field, value, message) => {
    expect(messages({ ...valid, [field]: value })).toContain(message);
  });

  it('takes max salary as optional', () => {
    expect(positionBody.parse({ ...valid, max_salary: '' }).max_salary).toBeNull();
    expect(positionBody.parse({ ...valid, max_salary: 750000 }).max_salary).toBe('750000');
  });

  it('refuses a max experience below the min experience', () => {
    expect(messages({ ...valid, min_experience: '2', max_experience: '18', max_experience_type: 1 })).toEqual(
      [M.experienceRange],
    );
    expect(messages({ ...valid, min_experience: '6', min_experience_type: 1, max_experience: '1' })).toEqual(
      [],
    );
  });
});

describe('experience', () => {
  it('reads as text with its unit and is stored in months', () => {
    expect(experienceText(6, 2)).toBe('6 Year(s)');
    expect(experienceText(3, 1)).toBe('3 Month(s)');
    expect(experienceMonths(6, 2)).toBe(72);
    expect(experienceMonths(3, 1)).toBe(3);
  });
});

describe('position filter', () => {
  it('treats empty controls as no filter', () => {
    expect(
      positionFilterBody.parse({
        search: '',
        company_id: '',
        skill_id: null,
        min_salary: '',
        experience: '',
      }),
    ).toEqual({
      experience_type: 2,
    });
    expect(positionFilterBody.parse(undefined)).toEqual({ experience_type: 2 });
  });

  it('takes one skill or a list', () => {
    expect(positionFilterBody.parse({ skill_id: 4 }).skill_id).toEqual([4]);
    expect(positionFilterBody.parse({ skill_id: ['4', 5, 5] }).skill_id).toEqual([4, 5]);
  });

  it('needs the minimum salary below the maximum', () => {
    expect(messages({ min_salary: '900000', max_salary: '500000' }, positionFilterBody)).toEqual([
      M.salaryRange,
    ]);
    expect(messages({ min_salary: '500000', max_salary: '500000' }, positionFilterBody)).toEqual([
      M.salaryRange,
    ]);
    expect(messages({ min_salary: '5000', max_salary: 900000 }, positionFilterBody)).toEqual([]);
  });
});
