import { expect, test } from './support/journey-test';
import { E2E_PORT } from './playwright.config';

/** Each organisation's host shows its own branding and its region's wording. */
const organisations = [
  {
    host: 'au.localhost',
    brand: 'Southern Cross Fleet',
    intro: 'Business leasing calculator',
    otherIntro: 'Quickly calculate your business vehicle lease cost!',
    phone: '1300 666 001',
  },
  {
    host: 'nz.localhost',
    brand: 'Kiwi Fleet Leasing',
    intro: 'Quickly calculate your business vehicle lease cost!',
    otherIntro: 'Business leasing calculator',
    phone: '0800 438 435',
  },
];

for (const org of organisations) {
  test(`${org.host} shows ${org.brand}'s calculator with its region's wording`, async ({ page }) => {
    await page.goto(`http://${org.host}:${E2E_PORT}/calculator`);
    await expect(page.getByText(org.intro, { exact: true })).toBeVisible();
    await expect(page.getByText(org.otherIntro, { exact: true })).toHaveCount(0);
    await expect(page.getByRole('img', { name: org.brand }).first()).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(org.phone);
    await expect(page.getByRole('heading', { name: 'Step 1. Choose your vehicle' })).toBeVisible();
    // Icons load one by one: each must actually draw, not leave an empty box.
    await expect(page.locator('.bp6-icon svg path').first()).toBeAttached();
  });
}

test('a GraphQL request with an unknown operation gets a 4xx, not a crash', async ({ request }) => {
  const response = await request.post(`http://127.0.0.1:${E2E_PORT}/graphql`, {
    data: { query: '{ noSuchOperation }' },
  });
  expect(response.status()).toBe(400);
  expect((await response.json()).errors[0].message).toContain('noSuchOperation');
});
