import { useEffect } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithBrand } from '../../testing/render-with-brand';
import { anOrgProfile } from '../../testing/org-profile.fixture';
import { markSignedIn, markSignedOut } from '../session/signed-in-marker';
import { ErrorDialogProvider } from './ErrorDialogProvider';
import { useErrorDialog } from './useErrorDialog';
import type { RunWithRetry } from './error-dialog-context';

/** Hands the hook to the test, as a screen would use it. */
let runWithRetry: RunWithRetry;
function Screen({ onReady }: { onReady: (run: RunWithRetry) => void }) {
  const run = useErrorDialog();
  useEffect(() => onReady(run), [onReady, run]);
  return null;
}
const keep = (run: RunWithRetry) => {
  runWithRetry = run;
};

/** An action that fails the given number of times, then succeeds; counts its runs. */
function flaky(failures: number) {
  const action = jest.fn(async () => {
    if (action.mock.calls.length <= failures) throw new Error('The partner is unavailable');
    return 'saved';
  });
  return action;
}

const dialog = () => screen.queryByRole('dialog');
const tryAgain = () => fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));

describe('the generic error dialog', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('stays closed while actions succeed', async () => {
    renderWithBrand(
      <ErrorDialogProvider>
        <Screen onReady={keep} />
      </ErrorDialogProvider>,
      'AU',
    );
    await act(async () => expect(await runWithRetry(flaky(0))).toBe('saved'));
    expect(dialog()).toBeNull();
  });

  it('re-runs the failed action on Try Again and resolves with its result', async () => {
    renderWithBrand(
      <ErrorDialogProvider>
        <Screen onReady={keep} />
      </ErrorDialogProvider>,
      'AU',
    );
    const save = flaky(1);
    let result: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      result = runWithRetry(save);
    });
    expect(await screen.findByText('Oops! There seems to be an issue')).toBeTruthy();
    tryAgain();
    await waitFor(() => expect(dialog()).toBeNull());
    expect(save).toHaveBeenCalledTimes(2);
    await expect(result).resolves.toBe('saved');
  });

  it('stacks failures and closes only when every one is cleared', async () => {
    renderWithBrand(
      <ErrorDialogProvider>
        <Screen onReady={keep} />
      </ErrorDialogProvider>,
      'AU',
    );
    const uploadQuote = flaky(1);
    const deleteDocument = flaky(2);
    act(() => {
      void runWithRetry(uploadQuote);
      void runWithRetry(deleteDocument);
    });
    await screen.findByRole('dialog');
    await waitFor(() => expect(deleteDocument).toHaveBeenCalledTimes(1));

    tryAgain(); // the latest failure: fails a second time and is stacked again
    await waitFor(() => expect(deleteDocument).toHaveBeenCalledTimes(2));
    expect(dialog()).not.toBeNull();

    tryAgain(); // now succeeds
    await waitFor(() => expect(deleteDocument).toHaveBeenCalledTimes(3));
    expect(dialog()).not.toBeNull();

    tryAgain(); // the first failure, now succeeds: nothing left
    await waitFor(() => expect(dialog()).toBeNull());
    expect(uploadQuote).toHaveBeenCalledTimes(2);
  });

  it('stays closed for an action the session ended under: the sign-out fails what was in flight', async () => {
    markSignedIn();
    renderWithBrand(
      <ErrorDialogProvider>
        <Screen onReady={keep} />
      </ErrorDialogProvider>,
      'AU',
    );
    let answer: Promise<unknown> | undefined;
    act(() => {
      answer = runWithRetry(async () => {
        markSignedOut();
        throw new Error('Store reset while query was in flight (not completed in link chain)');
      });
    });
    await expect(answer).resolves.toBeUndefined();
    expect(dialog()).toBeNull();

    // Started as the sign-out began, it fails with the client's invariant error: given up too.
    act(() => {
      answer = runWithRetry(async () => {
        throw Object.assign(new Error('Store reset while query was in flight'), {
          name: 'Invariant Violation',
        });
      });
    });
    await expect(answer).resolves.toBeUndefined();
    expect(dialog()).toBeNull();

    // Signed out from the start (the calculator's visitor), a failure is still offered Try Again.
    act(() => void runWithRetry(flaky(1)));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('words the body for AU with the support address', async () => {
    renderWithBrand(
      <ErrorDialogProvider>
        <Screen onReady={keep} />
      </ErrorDialogProvider>,
      'AU',
      anOrgProfile({ region: 'AU', theme: { ...anOrgProfile().theme, email: 'help@example.com.au' } }),
    );
    act(() => void runWithRetry(flaky(1)));
    expect(
      await screen.findByText(
        'An unexpected error has occurred, please try again and if the error persists, please contact support at help@example.com.au with details of the issue you are experiencing.',
      ),
    ).toBeTruthy();
  });

  it('words the body for NZ with the support address and phone option 4', async () => {
    renderWithBrand(
      <ErrorDialogProvider>
        <Screen onReady={keep} />
      </ErrorDialogProvider>,
      'NZ',
    );
    act(() => void runWithRetry(flaky(1)));
    const body = await screen.findByText(/please try again/);
    expect(body.textContent).toContain('support@example.org');
    expect(body.textContent).toContain('by phone on 0800 438 435 (option 4)');
  });
});
