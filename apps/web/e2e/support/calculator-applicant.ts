import { expect, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { passwordLinkFor } from './applicant';

/** A calculator customer as the journeys make one: a shortlist, an online account, a password. */

const SHORTLIST_KEY = 'leasePortal.shortlist';
const RATE_BOOK = `query ($filter: RateBookFilter!) { rateBook(filter: $filter) { results { rows {
  catalogVehicleId catalogYear vehicleMake vehicleModel vehicleTrim vehicleDescription vehicleDrivetrain
  vehicleFueltype vehiclePrimaryfueltype vehicleTransmissiongroup vehicleBodytype vehicleSeats
  consumerPrice catalogPrice weekLeaseprice monthLeaseprice duration durationUnit } } } }`;

/** A call from the page, as its own scripts make them. */
export async function graphqlFromPage<T>(page: Page, query: string, variables: Record<string, unknown>) {
  return page.evaluate(
    async ([q, v]) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: q, variables: v }),
      });
      return response.json() as Promise<{ data?: T; errors?: { message: string }[] }>;
    },
    [query, variables] as const,
  );
}

/** A visitor shortlists a vehicle, asks for an online account and sets a password (as accounts.spec does). */
export async function aCalculatorApplicant(
  page: Page,
  address: string,
  password: string,
  origin = `http://au.localhost:${E2E_PORT}`,
  /** Whose account: one who scans a specimen licence is named as its holder (decision 2080). */
  name = { firstName: 'Sam', lastName: 'Okafor' },
) {
  await page.goto('/calculator');
  const rates = await graphqlFromPage<{
    rateBook: { results: { rows: { catalogVehicleId: string }[] } };
  }>(page, RATE_BOOK, { filter: { countryCode: 'AU', pageSize: 10, minDuration: 36, maxDuration: 36 } });
  expect(rates.errors).toBeUndefined();
  const shortlisted = rates.data!.rateBook.results.rows.slice(0, 1);
  await page.evaluate(
    ([key, vehicles]) => window.localStorage.setItem(key, JSON.stringify({ vehicles, cycle: 'weekly' })),
    [SHORTLIST_KEY, shortlisted.map((row) => ({ ...row, countryCode: 'AU', isShortlisted: true }))] as const,
  );
  await page.goto('/calculator/enquire-now');
  await page.getByText('Create an online account', { exact: true }).click();
  await page.getByLabel(/^First name/).fill(name.firstName);
  await page.getByLabel(/^Last name/).fill(name.lastName);
  await page.getByLabel(/^Phone/).fill('0491570156');
  await page.getByLabel(/^Email/).fill(address);
  await page.getByLabel(/^Postcode/).fill('2000');
  await page.getByLabel(/^Fleet size/).fill('3');
  await page.getByLabel(/^Business name/).fill('Harbour');
  await page.getByRole('option', { name: /Harbour City Plumbing Pty Ltd/ }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Your account has been created')).toBeVisible();

  await page.goto(await passwordLinkFor(page, origin, address));
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your password has been updated.')).toBeVisible();
}

export async function logIn(page: Page, address: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(address);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
