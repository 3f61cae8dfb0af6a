import { expect, test } from '@playwright/test';

/** Login, password reset and logout against the real server. */

test('the reset form lists the password rules as the customer types', async ({ page }) => {
  await page.goto('/reset-password?hash=unknown-hash&email=nobody%40example.org');
  await expect(page.getByRole('heading', { name: 'Set up New Password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('aaa');
  const rules = page.getByRole('list', { name: 'Password requirements' });
  await expect(rules).toContainText('Passwords should match');
  await expect(rules).toContainText('Min password length of 8 characters');
  await expect(rules).toContainText('A least (1) upper case letter');
  await expect(rules).toContainText('A least (1) number, embedded in the password');
  await expect(rules).toContainText('Max 2 consecutive identical characters');
  await expect(rules).not.toContainText('A least (1) lower case letter');
  await page.getByLabel('New password', { exact: true }).fill('Abcdefg1');
  await page.getByLabel('Confirm new password').fill('Abcdefg1');
  await expect(rules).toHaveCount(0);
  await page.getByRole('button', { name: 'Save password' }).click();
  // The link is unknown, so the server refuses it with the expired-link message.
  await expect(page.getByRole('alert')).toContainText('Your token has expired, please reset your password.');
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

const email = process.env.E2E_LOGIN_EMAIL;
const password = process.env.E2E_LOGIN_PASSWORD;

test('a customer logs in and out', async ({ page }) => {
  test.skip(!email || !password, 'needs E2E_LOGIN_EMAIL and E2E_LOGIN_PASSWORD of a seeded customer');
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email!);
  await page.getByLabel('Password', { exact: true }).fill(password!);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('leasePortal.authToken'))).toBeNull();
});
