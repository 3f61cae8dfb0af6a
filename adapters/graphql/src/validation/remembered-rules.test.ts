import { IsInt, IsString, validateSync } from 'class-validator';
import { rememberValidationRules } from './remembered-rules';

class Sample {
  @IsString() name: unknown;
  count: unknown;
}

const failures = (value: object) =>
  validateSync(Object.assign(new Sample(), value)).map((error) => error.property);

describe('remembered validation rules', () => {
  beforeAll(() => rememberValidationRules());

  it('checks every rule on every validation', () => {
    expect(failures({ name: 'Ada' })).toEqual([]);
    expect(failures({ name: 42 })).toEqual(['name']);
    expect(failures({ name: 'Ada' })).toEqual([]);
  });

  it('sees a rule registered after a class was validated', () => {
    expect(failures({ name: 'Ada', count: 'many' })).toEqual([]);
    IsInt()(Sample.prototype, 'count');
    expect(failures({ name: 'Ada', count: 'many' })).toEqual(['count']);
  });

  it('is installed once however often it is asked for', () => {
    rememberValidationRules();
    rememberValidationRules();
    expect(failures({ name: 7, count: 1.5 })).toEqual(['name', 'count']);
  });
});
