import { expect, test, type Page } from './support/journey-test';
import { pressEscapeInDialog } from './support/dialogs';

/** Login, password reset and logout against the real server. */

const PASSWORD = 'Flat-white-27';

test('an unknown password link says it has expired as soon as it opens, with the way to a new one', async ({
  page,
}) => {
  await page.goto('/reset-password?hash=unknown-hash&email=nobody%40example.org');
  await expect(page.getByRole('heading', { name: 'Set up New Password' })).toBeVisible();
  // Said before anything is typed: the form that could never succeed is not offered.
  await expect(page.getByRole('alert')).toContainText('Your token has expired, please reset your password.');
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Reset Password' })).toHaveAttribute(
    'href',
    '/login?showLogin=false',
  );
  await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
});

test('a wrong password is refused with a clear message and keeps what was typed', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await page.getByLabel('E-mail').fill('nobody@example.org');
  await page.getByLabel('Password', { exact: true }).fill('Wrong-password1');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page.getByRole('alert')).toContainText(
    /The e-mail address or password is incorrect\.|Too many unsuccessful login attempts/,
  );
  await expect(page.getByLabel('E-mail')).toHaveValue('nobody@example.org');
  await expect(page).toHaveURL(/\/login$/);
});

test('the forgot-password form answers the same whether or not the address exists', async ({ page }) => {
  await page.goto('/login?showLogin=false');
  await page.getByLabel('E-mail').fill('nobody@example.org');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account exists for this e-mail address');
});

const SHORTLIST_KEY = 'leasePortal.shortlist';
const RATE_BOOK = `query ($filter: RateBookFilter!) { rateBook(filter: $filter) { results { rows {
  catalogVehicleId catalogYear vehicleMake vehicleModel vehicleTrim vehicleDescription vehicleDrivetrain
  vehicleFueltype vehiclePrimaryfueltype vehicleTransmissiongroup vehicleBodytype vehicleSeats
  consumerPrice catalogPrice weekLeaseprice monthLeaseprice duration durationUnit } } } }`;

interface SeededVehicle {
  catalogVehicleId: string;
  vehicleMake: string;
  vehicleModel: string;
}

interface GraphqlAnswer<T> {
  data?: T;
  errors?: { message: string }[];
}

/** A GraphQL call from the page, so it carries the organisation's host (and a token when given). */
/** A call from the page, as its own scripts make them: the session cookie goes along, unseen. */
async function graphqlFromPage<T>(
  page: Page,
  query: string,
  variables: Record<string, unknown>,
): Promise<GraphqlAnswer<T>> {
  return page.evaluate(
    async ([q, v]) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: q, variables: v }),
      });
      return response.json();
    },
    [query, variables] as const,
  );
}

/** The 'create your password' link of the newest mail to the address, read from the dev outbox. */
async function passwordLinkFor(page: Page, address: string): Promise<string> {
  // The registration is delivered by a queued job just after the answer: wait for its mail.
  await expect(async () => {
    await page.goto(`/dev/outbox/?to=${encodeURIComponent(address)}`);
    await expect(page.getByRole('link').nth(0)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole('link').nth(0).click();
  const text = await page.locator('pre').innerText();
  const link = /https?:\/\/[^\s]+\/reset-password\?[^\s]+/.exec(text)?.[0];
  expect(link).toBeDefined();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

test('an enquiry creates an account: create a password, log in, see the dashboard, start the credit application', async ({
  page,
}) => {
  test.slow();
  const address = `alex.${Date.now()}@lygon-espresso.example`;

  // An anonymous visitor shortlists two vehicles (seeded on the visitor's local shortlist).
  await page.goto('/calculator');
  const rates = await graphqlFromPage<{ rateBook: { results: { rows: SeededVehicle[] } } }>(page, RATE_BOOK, {
    filter: { countryCode: 'AU', pageSize: 10, minDuration: 36, maxDuration: 36 },
  });
  expect(rates.errors).toBeUndefined();
  const shortlisted = rates.data!.rateBook.results.rows.slice(0, 2);
  expect(shortlisted).toHaveLength(2);
  await page.evaluate(
    ([key, vehicles]) => window.localStorage.setItem(key, JSON.stringify({ vehicles, cycle: 'weekly' })),
    [SHORTLIST_KEY, shortlisted.map((row) => ({ ...row, countryCode: 'AU', isShortlisted: true }))] as const,
  );

  // ...and asks for an online account on the enquiry page.
  await page.goto('/calculator/enquire-now');
  await expect(page.getByRole('heading', { name: 'Enquire now' })).toBeVisible();
  // Blueprint draws its own radio over the input: the customer clicks the label.
  await page.getByText('Create an online account', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Create an online account' })).toBeChecked();
  await page.getByLabel(/^First name/).fill('Alex');
  await page.getByLabel(/^Last name/).fill('Barista');
  await page.getByLabel(/^Phone/).fill('0491570156');
  await page.getByLabel(/^Email/).fill(address);
  await page.getByLabel(/^Postcode/).fill('3053');
  await page.getByLabel(/^Fleet size/).fill('3');
  await page.getByLabel(/^Business name/).fill('Harbour');
  // The lookup answers after its 300 ms debounce: wait for the business itself, not any option.
  await page.getByRole('option', { name: /Harbour City Plumbing Pty Ltd/ }).click();
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page).toHaveURL(/\/calculator\/thank-you$/);
  await expect(page.getByText('Your account has been created')).toBeVisible();

  const link = await passwordLinkFor(page, address);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set up New Password' })).toBeVisible();
  const rules = page.getByRole('list', { name: 'Password requirements' });
  await page.getByLabel('New password', { exact: true }).fill('aaa');
  await expect(rules).toContainText('Min password length of 8 characters');
  await expect(rules).toContainText('A least (1) upper case letter');
  await expect(rules).toContainText('A least (1) number, embedded in the password');
  await expect(rules).toContainText('Max 2 consecutive identical characters');
  await page.getByLabel('New password', { exact: true }).fill('AAAAAAA1');
  await expect(rules).toContainText('A least (1) lower case letter');
  await page.getByLabel('New password', { exact: true }).fill('Espresso2go');
  await page.getByLabel('Confirm new password').fill('Espresso2g');
  await expect(rules).toContainText('Passwords should match');
  await page.getByLabel('Confirm new password').fill('Espresso2go');
  await expect(rules).toHaveCount(0);
  // It meets every rule, but it is made of the customer's own e-mail address: the server refuses it.
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('alert')).toContainText('This password is too common or too easy to guess.');
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm new password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your password has been updated.')).toBeVisible();

  // The link works once: opened again it says it has expired, before a password is typed.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('Your token has expired, please reset your password.');
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Reset Password' })).toHaveAttribute(
    'href',
    '/login?showLogin=false',
  );

  await page.goto('/login');
  await page.getByLabel('E-mail').fill(address);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome Alex' })).toBeVisible();
  // The session is in an HttpOnly cookie: nothing a script on the page can read holds it.
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'lp_session');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('lp_session');
  expect(await page.evaluate(() => JSON.stringify({ ...window.localStorage }))).not.toContain(session!.value);
  // The dashboard shows what was shortlisted anonymously, and the visitor's shortlist took the server's.
  const cards = page.getByRole('list', { name: 'Shortlisted vehicles' }).getByRole('listitem');
  await expect(cards).toHaveCount(shortlisted.length);
  for (const [index, vehicle] of shortlisted.entries()) {
    await expect(cards.nth(index)).toContainText(`${vehicle.vehicleMake} ${vehicle.vehicleModel}`);
  }
  // The shortlist's filters: payment cycle and lease term.
  await expect(cards.first()).toContainText('per week');
  await page.getByRole('group', { name: 'Repayments' }).getByRole('radio', { name: 'Monthly' }).click();
  await expect(cards.first()).toContainText('per month');
  // Blueprint draws its own radio over the input: choose by the label, as a person does.
  await page.getByText('5 years', { exact: true }).click();
  await expect(page.getByRole('radio', { name: '5 years' })).toBeChecked();
  await expect(cards.first()).toContainText('over 5 years');
  const localIds = () =>
    page.evaluate((key) => {
      const stored = JSON.parse(window.localStorage.getItem(key) ?? '{}') as {
        vehicles?: { catalogVehicleId: string }[];
      };
      return (stored.vehicles ?? []).map((vehicle) => vehicle.catalogVehicleId);
    }, SHORTLIST_KEY);
  await expect.poll(localIds).toEqual(shortlisted.map((vehicle) => vehicle.catalogVehicleId));

  // 'Request a call' opens the dialog with what the portal knows of the customer.
  await page.getByRole('button', { name: 'Request a call' }).click();
  const callDialog = page.getByRole('dialog', { name: 'Request a call' });
  await expect(callDialog.getByLabel(/^First name/)).toHaveValue('Alex');
  await expect(callDialog.getByLabel(/^Last name/)).toHaveValue('Barista');
  await expect(callDialog.getByLabel(/^Contact number/)).toHaveValue('0491570156');
  await expect(callDialog.getByLabel(/^Email/)).toHaveValue(address);
  await expect(callDialog.getByRole('button', { name: 'Submit' })).toBeEnabled();
  await pressEscapeInDialog(page);
  await expect(callDialog).toBeHidden();

  // A signed-in change to the shortlist is saved on the application.
  await page.goto('/calculator/shortlists');
  const kept = shortlisted[0];
  const saved = page.waitForResponse(
    (response) => response.request().postData()?.includes('updateShortlists') ?? false,
  );
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(2);
  await page
    .getByRole('button', { name: /^Remove / })
    .nth(1)
    .click();
  expect((await saved).ok()).toBe(true);
  await page.goto('/dashboard');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`${kept!.vehicleMake} ${kept!.vehicleModel}`);

  await page.getByRole('button', { name: 'Start credit application' }).click();
  await expect(page).toHaveURL(/\/applications\/[^/]+$/);

  // The status and the quote stage moved on the server.
  const after = await graphqlFromPage<{
    getVehicleApplication: { vehicleApplication: { scoreboard: { status: string } } };
    getSalesforceOpportunityByUser: { StageName: string };
  }>(
    page,
    'query { getVehicleApplication { vehicleApplication { scoreboard { status } } } getSalesforceOpportunityByUser { StageName } }',
    {},
  );
  expect(after.data!.getVehicleApplication.vehicleApplication.scoreboard.status).toBe('viewShortlist');
  expect(after.data!.getSalesforceOpportunityByUser.StageName).toBe('Deal Mobilising');

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('leasePortal.signedIn'))).toBeNull();

  // A session that has ended on the server (here: revoked through the API) sends the customer to /login.
  await page.getByLabel('E-mail').fill(address);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const revoked = await graphqlFromPage<{ logout: boolean }>(page, 'mutation { logout }', {});
  expect(revoked.data!.logout).toBe(true);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);

  // Signed in again and then idle: warned a minute before the limit, signed out at it, told why.
  await page.clock.install();
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(address);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Every data call restarts the inactivity timer: the dashboard's own calls must be over first.
  await expect(page.getByRole('list', { name: 'Shortlisted vehicles' }).getByRole('listitem')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  await page.clock.fastForward('29:30');
  await expect(page.getByRole('dialog', { name: 'Are you still there?' })).toBeVisible();
  await page.clock.fastForward('01:00');
  await expect(page).toHaveURL(/\/login/);
  await expect(
    page.getByText('You were logged out because you were inactive for a while. Please log in again.'),
  ).toBeVisible();
});
