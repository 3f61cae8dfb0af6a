import { maskedDirectDebitAccount, type DirectDebitAccount } from '@lease-portal/domain';
import type { DirectDebitAccount as WireDirectDebitAccount, ScoreboardResolvers } from '../generated/graphql';

/**
 * The account to debit as the API answers it: its number masked to the last 3 digits, wherever it is
 * read (decision 2081). Masking a masked account changes nothing.
 */
export function wireDirectDebitAccountOf(
  account: DirectDebitAccount | WireDirectDebitAccount | null | undefined,
): WireDirectDebitAccount | null {
  return account ? maskedDirectDebitAccount(account as DirectDebitAccount) : null;
}

/** The scoreboard answers the journey's account masked: the full number leaves only in the Direct Debit PDF. */
export const scoreboardTypeResolvers: { Scoreboard: ScoreboardResolvers } = {
  Scoreboard: {
    directDebitAccount: (parent) => wireDirectDebitAccountOf(parent.directDebitAccount),
  },
};
