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

test('a results page address with nonsense in it answers the page, with the search it can read (decision 2128)', async ({
  request,
}) => {
  const nonsense = [
    'vehicleBodytype=HOVERCRAFT',
    'pageSize=1000000&currentPage=-3',
    `pair=${'TOYOTA|'.repeat(300)}`,
    'vehicleMinRRP=9e999&minBudget=abc',
    'sortBy=%27%3B%20DROP%20TABLE&sortOrder=sideways',
    'vehicleFueltype[]=Electric&vehicleFueltype[x]=1',
  ];
  for (const query of nonsense) {
    // The organisation is the Host's (the browser resolves au.localhost; this client does not).
    const response = await request.get(`http://127.0.0.1:${E2E_PORT}/calculator/results?${query}`, {
      headers: { host: `au.localhost:${E2E_PORT}` },
    });
    expect(response.status(), query).toBe(200);
    const page = await response.text();
    expect(page, query).toContain('<script id="app-config"');
    // What cannot be read is searched as nothing chosen, as the app reads it: in the host's country.
    const sent = /<script id="rate-book-page" type="application\/json">(.*?)<\/script>/.exec(page)?.[1];
    expect(sent, query).toBeDefined();
    const { variables, data } = JSON.parse(sent!);
    expect(variables.filter, query).toMatchObject({ countryCode: 'AU', pageSize: 25, currentPage: 1 });
    expect(data.rateBook.results.rows.length, query).toBeGreaterThan(0);
  }
});
