import type { GraphqlContext } from '../context';
import type { Scoreboard } from '../generated/graphql';
import { scoreboardTypeResolvers, wireDirectDebitAccountOf } from './direct-debit-wire';
import { scoreboardOf } from './scoreboard-wire';

describe('the account to debit on the wire (decision 2081)', () => {
  it("answers the scoreboard's account with its number masked, whatever the journey holds", async () => {
    const scoreboard = scoreboardOf({
      directDebitAccount: {
        region: 'NZ',
        accountName: 'Kiwi',
        bank: '01',
        branch: '0902',
        account: '0068389',
        suffix: '00',
      },
    });
    const resolve = scoreboardTypeResolvers.Scoreboard.directDebitAccount as (
      parent: Scoreboard,
      args: object,
      context: GraphqlContext,
      info: never,
    ) => unknown;
    expect(await resolve(scoreboard, {}, {} as GraphqlContext, undefined as never)).toEqual({
      region: 'NZ',
      accountName: 'Kiwi',
      bank: '01',
      branch: '0902',
      account: '••••389',
      suffix: '00',
    });
    expect(await resolve({}, {}, {} as GraphqlContext, undefined as never)).toBeNull();
  });

  it('masks a masked account no further', () => {
    const masked = wireDirectDebitAccountOf({
      region: 'AU',
      accountName: 'Coastal',
      bsb: '062000',
      accountNumber: '•••••678',
    });
    expect(masked).toEqual({
      region: 'AU',
      accountName: 'Coastal',
      bsb: '062000',
      accountNumber: '•••••678',
    });
  });
});
