import { PROGRESS_TEXT, progressAlong, stepInProgress } from './step-progress';

const order = ['a', 'b', 'c'] as const;

describe('progressAlong', () => {
  it.each([
    ['a', ['progress', 'pending', 'pending']],
    ['b', ['completed', 'progress', 'pending']],
    ['c', ['completed', 'completed', 'progress']],
    [undefined, ['pending', 'pending', 'pending']],
    ['elsewhere', ['pending', 'pending', 'pending']],
  ])('at %p gives %p', (current, expected) => {
    expect(order.map((step) => progressAlong(order, current, step))).toEqual(expected);
  });
});

describe('stepInProgress', () => {
  it('is the current status when it is in the order', () => {
    expect(stepInProgress(order, 'b')).toBe('b');
    expect(stepInProgress(order, undefined)).toBeUndefined();
    expect(stepInProgress(order, 'elsewhere')).toBeUndefined();
  });
});

describe('PROGRESS_TEXT', () => {
  it('words each state', () => {
    expect(PROGRESS_TEXT).toEqual({ completed: 'Completed', progress: 'In Progress', pending: 'Pending' });
  });
});
