import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PASSWORD_MESSAGES, TOKEN_EXPIRED_MESSAGE } from '@lease-portal/domain';
import { renderApp } from '../../../testing/render-app';
import { anOrgProfile } from '../../../testing/org-profile.fixture';

const PATH = '/reset-password?hash=h-1&email=jane%40example.org';

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function shownRules(): string[] {
  const list = screen.queryByRole('list', { name: 'Password requirements' });
  return list ? [...list.querySelectorAll('li')].map((item) => item.textContent ?? '') : [];
}

describe('the reset-password screen', () => {
  afterEach(() => window.localStorage.clear());

  it('shows no rule before the customer types', async () => {
    renderApp(PATH);
    await screen.findByRole('heading', { name: 'Set up New Password' });
    expect(shownRules()).toEqual([]);
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');
  });

  it('lists every broken rule as the customer types, in the specification order', async () => {
    renderApp(PATH);
    await screen.findByRole('heading', { name: 'Set up New Password' });
    type('New password', 'aaa');
    expect(shownRules()).toEqual([
      PASSWORD_MESSAGES.mismatch,
      PASSWORD_MESSAGES.tooShort,
      PASSWORD_MESSAGES.noUpperCase,
      PASSWORD_MESSAGES.noNumber,
      PASSWORD_MESSAGES.repeatedCharacters,
    ]);
    expect(shownRules()).toContain('Passwords should match');
    type('New password', 'Abcdefg1');
    expect(shownRules()).toEqual(['Passwords should match']);
    type('Confirm new password', 'Abcdefg1');
    expect(shownRules()).toEqual([]);
  });

  it('sends nothing while a rule is broken', async () => {
    const resetPassword = jest.fn(() => ({ error: null }));
    renderApp(PATH, { api: { getOrgProfilesByDomain: [anOrgProfile()], resetPassword } });
    await screen.findByRole('heading', { name: 'Set up New Password' });
    type('New password', 'short');
    fireEvent.submit(screen.getByLabelText('New password').closest('form')!);
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('sends the link hash and e-mail with the new password, then confirms', async () => {
    const resetPassword = jest.fn((_args: unknown) => ({ error: null }));
    renderApp(PATH, { api: { getOrgProfilesByDomain: [anOrgProfile()], resetPassword } });
    await screen.findByRole('heading', { name: 'Set up New Password' });
    type('New password', 'Abcdefg1');
    type('Confirm new password', 'Abcdefg1');
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Your password has been updated.')).toBeTruthy();
    expect(resetPassword.mock.calls[0]![0]).toEqual({
      email: 'jane@example.org',
      hash: 'h-1',
      password: 'Abcdefg1',
    });
  });

  it("lists an expired link's message with a 'Reset Password' link", async () => {
    const resetPassword = () => ({ error: TOKEN_EXPIRED_MESSAGE });
    renderApp(PATH, { api: { getOrgProfilesByDomain: [anOrgProfile()], resetPassword } });
    await screen.findByRole('heading', { name: 'Set up New Password' });
    type('New password', 'Abcdefg1');
    type('Confirm new password', 'Abcdefg1');
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your token has expired, please reset your password.');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Reset Password' }).getAttribute('href')).toBe(
        '/login?showLogin=false',
      ),
    );
  });
});

describe('a password link opened again', () => {
  it('says a used or expired link has expired before a password is typed, with the way to a new one', async () => {
    const passwordLink = jest.fn((_args: unknown) => ({ error: TOKEN_EXPIRED_MESSAGE }));
    renderApp(PATH, { api: { getOrgProfilesByDomain: [anOrgProfile()], passwordLink } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(TOKEN_EXPIRED_MESSAGE);
    expect(screen.getByRole('link', { name: 'Reset Password' }).getAttribute('href')).toBe(
      '/login?showLogin=false',
    );
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(passwordLink.mock.calls[0]![0]).toEqual({ email: 'jane@example.org', hash: 'h-1' });
  });

  it('asks for the new password when the link still works', async () => {
    renderApp(PATH, { api: { getOrgProfilesByDomain: [anOrgProfile()], passwordLink: { error: null } } });
    expect(await screen.findByLabelText('New password')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
