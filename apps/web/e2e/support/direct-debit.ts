import { expect, type Page } from '@playwright/test';

/**
 * Authorised Officer (1) gives the bank account for the direct debit on the signing screen, before the
 * lease documents go out (decision 2081): an AU BSB and account number, or an NZ account that passes
 * the published check digits (Inland Revenue's example for algorithm A). It answers masked.
 */
export async function giveTheBankAccount(
  page: Page,
  region: 'AU' | 'NZ',
  accountName: string,
): Promise<void> {
  const section = page.getByRole('region', { name: 'Bank account for the direct debit' });
  await section.getByLabel('Account name', { exact: true }).fill(accountName);
  if (region === 'AU') {
    await section.getByLabel('BSB', { exact: true }).fill('062000');
    await expect(section.getByLabel('BSB', { exact: true })).toHaveValue('062-000');
    await section.getByLabel('Account number', { exact: true }).fill('12345678');
  } else {
    await section.getByLabel('Bank', { exact: true }).fill('01');
    await section.getByLabel('Branch', { exact: true }).fill('0902');
    await section.getByLabel('Account', { exact: true }).fill('0068389');
    await section.getByLabel('Suffix', { exact: true }).fill('00');
  }
  await section.getByRole('button', { name: 'Save bank account' }).click();
  await expect(section.getByRole('status')).toHaveText(
    region === 'AU'
      ? `Rentals are debited from ${accountName}, BSB 062-000, account •••••678.`
      : `Rentals are debited from ${accountName}, account 01-0902-••••389-00.`,
  );
}
