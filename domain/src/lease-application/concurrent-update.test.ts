import { DomainError } from '../shared/result';
import { RUNS_WHEN_OVERTAKEN, concurrentUpdate, retriedIfOvertaken } from './concurrent-update';

/** A unit of work that loses its save to a simultaneous one `losses` times, then saves. */
function overtaken(losses: number) {
  let runs = 0;
  const work = async () => {
    runs += 1;
    if (runs <= losses) throw concurrentUpdate();
    return `saved on run ${runs}`;
  };
  return { work, runs: () => runs };
}

describe('a write overtaken by simultaneous saves', () => {
  it('runs once when nothing overtakes it', async () => {
    const unit = overtaken(0);
    await expect(retriedIfOvertaken(unit.work)).resolves.toBe('saved on run 1');
    expect(unit.runs()).toBe(1);
  });

  it('is made again on each loss: the customer and two replicas’ event jobs can all write at once', async () => {
    const unit = overtaken(2);
    await expect(retriedIfOvertaken(unit.work)).resolves.toBe('saved on run 3');
    expect(unit.runs()).toBe(3);
  });

  it(`gives up with CONCURRENT_UPDATE after ${RUNS_WHEN_OVERTAKEN} runs lost`, async () => {
    const unit = overtaken(Number.POSITIVE_INFINITY);
    await expect(retriedIfOvertaken(unit.work)).rejects.toMatchObject({ code: 'CONCURRENT_UPDATE' });
    expect(unit.runs()).toBe(RUNS_WHEN_OVERTAKEN);
  });

  it('does not run again on any other failure', async () => {
    let runs = 0;
    const refused = new DomainError('NOT_FOUND', 'No vehicle application found');
    await expect(
      retriedIfOvertaken(async () => {
        runs += 1;
        throw refused;
      }),
    ).rejects.toBe(refused);
    expect(runs).toBe(1);
  });
});
