import { genericErrorDialog, unexpectedErrorText } from './generic-error-dialog';

const contacts = { email: 'help@example.com', phoneNumber: '0800 000 000' };

describe('genericErrorDialog', () => {
  it.each(['AU', 'NZ'] as const)('in %s has the title and the Try Again button', (region) => {
    const dialog = genericErrorDialog(region, contacts);
    expect(dialog.title).toBe('Oops! There seems to be an issue');
    expect(dialog.button).toBe('Try Again');
  });

  it('in AU asks to try again, then to e-mail support', () => {
    expect(genericErrorDialog('AU', contacts).body).toBe(
      'An unexpected error has occurred, please try again and if the error persists, please contact support at help@example.com with details of the issue you are experiencing.',
    );
  });

  it('in NZ also gives the phone number and its option 4', () => {
    const { body } = genericErrorDialog('NZ', contacts);
    expect(body).toMatch(/^An unexpected error has occurred, please try again/);
    expect(body).toContain('help@example.com');
    expect(body).toContain('0800 000 000 (option 4)');
  });
});

describe('unexpectedErrorText', () => {
  it('is the quoted text verbatim, with no phone sentence', () => {
    expect(unexpectedErrorText('help@example.org')).toBe(
      'An unexpected error has occurred, please try again and if the error persists, please contact support at help@example.org with details of the issue you are experiencing.',
    );
  });
});
