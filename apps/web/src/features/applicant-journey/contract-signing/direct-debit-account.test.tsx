import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { DIRECT_DEBIT_MESSAGES } from '@lease-portal/domain';
import { renderApp } from '../../../testing/render-app';
import { anOrgProfile } from '../../../testing/org-profile.fixture';
import { bsbAsTyped } from './components/DirectDebitAccountForm';
import { PAPER_DOCUMENTS_AFTER_ACCOUNT } from './contract-signing-view';

const PRIMARY = { userId: 'officer-1', firstName: 'Priya', lastName: 'Raman', email: 'priya@example.com.au' };

function anApprovedApplication(region: 'AU' | 'NZ', scoreboard: object = {}) {
  return {
    user: {
      id: 'officer-1',
      orgId: 'org-1',
      firstName: 'Priya',
      lastName: 'Raman',
      email: PRIMARY.email,
      region,
      createdAt: '2026-11-01T00:00:00.000Z',
    },
    vehicleApplication: {
      applicationId: 'app-1',
      applicationType: 'standard',
      orgUserId: 'officer-1',
      scoreboard: {
        status: 'reviewAndSignContract',
        statusSecondary: 'reviewAndSignContract',
        statusCreditCheck: 'approved',
        primaryApplicant: PRIMARY,
        entityDetails: { entityType: 'PRV', hasSecondaryApplicant: 'no' },
        businessDetails: { financeDetails: { personalGuarantee: 'no' } },
        ...scoreboard,
      },
    },
  };
}

const auProfile = () =>
  anOrgProfile({ region: 'AU', whiteLabel: { ...anOrgProfile().whiteLabel, region: 'AU' } });

const ROWS = { status: { signers: [{ email: PRIMARY.email, status: 'pending' }], witnesses: [] } };

describe('the bank account for the direct debit (decision 2081)', () => {
  afterEach(() => window.localStorage.clear());

  it('writes a BSB as typed 000-000', () => {
    expect(bsbAsTyped('062000')).toBe('062-000');
    expect(bsbAsTyped('06')).toBe('06');
    expect(bsbAsTyped('062 00')).toBe('062-00');
    expect(bsbAsTyped('062-0001')).toBe('062-000');
  });

  it('asks Authorised Officer (1) for the AU account before signing, says what is wrong under the field, then shows it masked', async () => {
    const sent: unknown[] = [];
    let saved: object | null = null;
    renderApp('/applications/app-1/reviewAndSignContract', {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [auProfile()],
        getVehicleApplication: () => anApprovedApplication('AU', saved ? { directDebitAccount: saved } : {}),
        getEnvelopeMLA: ROWS,
        recordDirectDebitAccount: (args: { account: unknown }) => {
          sent.push(args.account);
          saved = {
            region: 'AU',
            accountName: 'Coastal Plumbing',
            bsb: '062000',
            accountNumber: '•••••678',
            bank: null,
            branch: null,
            account: null,
            suffix: null,
          };
          return saved;
        },
      },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Sign Lease' }));
    const section = await screen.findByRole('region', { name: 'Bank account for the direct debit' });
    fireEvent.change(within(section).getByLabelText('Account name'), {
      target: { value: 'Coastal Plumbing' },
    });
    fireEvent.change(within(section).getByLabelText('BSB'), { target: { value: '062000' } });
    expect((within(section).getByLabelText('BSB') as HTMLInputElement).value).toBe('062-000');
    fireEvent.change(within(section).getByLabelText('Account number'), { target: { value: '1234' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save bank account' }));
    expect(await within(section).findByText(DIRECT_DEBIT_MESSAGES.accountNumber)).toBeTruthy();
    expect(sent).toEqual([]);
    // What was typed stays.
    expect((within(section).getByLabelText('Account name') as HTMLInputElement).value).toBe(
      'Coastal Plumbing',
    );

    fireEvent.change(within(section).getByLabelText('Account number'), { target: { value: '12345678' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save bank account' }));
    expect((await within(section).findByRole('status')).textContent).toBe(
      'Rentals are debited from Coastal Plumbing, BSB 062-000, account •••••678.',
    );
    expect(sent).toEqual([{ accountName: 'Coastal Plumbing', bsb: '062-000', accountNumber: '12345678' }]);
    expect(within(section).getByRole('button', { name: 'Change' })).toBeTruthy();
  });

  it('checks the NZ check digits in the browser, and shows the portal’s refusal beside its field', async () => {
    const sent: unknown[] = [];
    renderApp('/applications/app-1/reviewAndSignContract', {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [anOrgProfile()],
        getVehicleApplication: anApprovedApplication('NZ'),
        getEnvelopeMLA: ROWS,
        recordDirectDebitAccount: (args: { account: unknown }) => {
          sent.push(args.account);
          throw new GraphQLError('branch refused', {
            extensions: {
              code: 'BAD_USER_INPUT',
              fields: { branch: [DIRECT_DEBIT_MESSAGES.branchNotOfBank] },
            },
          });
        },
      },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Sign Lease' }));
    const section = await screen.findByRole('region', { name: 'Bank account for the direct debit' });
    const type = (label: string, value: string) =>
      fireEvent.change(within(section).getByLabelText(label), { target: { value } });
    type('Account name', 'Aroha Ngata');
    type('Bank', '01');
    type('Branch', '0902');
    type('Account', '0068388');
    type('Suffix', '00');
    fireEvent.click(within(section).getByRole('button', { name: 'Save bank account' }));
    expect(await within(section).findByText(DIRECT_DEBIT_MESSAGES.checkDigits)).toBeTruthy();
    expect(sent).toEqual([]);

    type('Account', '0068389');
    fireEvent.click(within(section).getByRole('button', { name: 'Save bank account' }));
    expect(await within(section).findByText(DIRECT_DEBIT_MESSAGES.branchNotOfBank)).toBeTruthy();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect((within(section).getByLabelText('Account') as HTMLInputElement).value).toBe('0068389');
  });

  it('on paper, offers the documents only once the account is saved: the Direct Debit document prints it (decision 2097)', async () => {
    let saved: object | null = null;
    renderApp('/applications/app-1/reviewAndSignContract', {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [auProfile()],
        getVehicleApplication: () =>
          anApprovedApplication('AU', {
            wetSignature: { signType: 'wet' },
            ...(saved ? { directDebitAccount: saved } : {}),
          }),
        recordDirectDebitAccount: () => {
          saved = {
            region: 'AU',
            accountName: 'Coastal Plumbing',
            bsb: '062000',
            accountNumber: '•••••678',
            bank: null,
            branch: null,
            account: null,
            suffix: null,
          };
          return saved;
        },
      },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Review & Sign Contract' }));
    const section = await screen.findByRole('region', { name: 'Bank account for the direct debit' });
    expect(screen.getByText(PAPER_DOCUMENTS_AFTER_ACCOUNT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download All' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit & Complete' })).toBeNull();

    const type = (label: string, value: string) =>
      fireEvent.change(within(section).getByLabelText(label), { target: { value } });
    type('Account name', 'Coastal Plumbing');
    type('BSB', '062000');
    type('Account number', '12345678');
    fireEvent.click(within(section).getByRole('button', { name: 'Save bank account' }));
    expect(await screen.findByRole('button', { name: 'Download All' })).toBeTruthy();
    expect(screen.queryByText(PAPER_DOCUMENTS_AFTER_ACCOUNT)).toBeNull();
  });
});
