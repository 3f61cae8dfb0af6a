import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import { OverlaysProvider } from '@blueprintjs/core';
import { AppConfigContext } from '../../../../shared/config/app-config-context';
import { ErrorDialogProvider } from '../../../../shared/error-dialog/ErrorDialogProvider';
import { OrgProfileContext } from '../../../../shared/organisation/org-profile-context';
import { withoutNulls } from '../../../../shared/organisation/without-nulls';
import { fakeApiClient } from '../../../../testing/fake-api-client';
import { anOrgProfile } from '../../../../testing/org-profile.fixture';
import { testConfig } from '../../../../testing/render-app';
import type { Approvals } from '../../identity-check/approvals-view';
import { ApplicationReview } from './ApplicationReview';

type Written = { applicationId: string; params: Record<string, unknown> };

const reviewed = (changes: Partial<Approvals> = {}): Approvals =>
  ({
    primaryApplicant: {
      userId: 'officer-1',
      firstName: 'Jane',
      lastName: 'Citizen',
      email: 'jane@harbour.example',
      phone: '0412345678',
      identityVerificationStatus: 'completed',
    },
    entityDetails: {
      entityName: 'HARBOUR CITY PLUMBING PTY LTD',
      abn: '41046822879',
      entityType: 'PRV',
      hasSecondaryApplicant: 'no',
    },
    businessDetails: {
      entityDetails: {
        companyLegalName: 'HARBOUR CITY PLUMBING PTY LTD',
        companyLegalAddress: '97 George Street, Sydney NSW 2000',
        tradingAddressSame: true,
        businessContactNumber: '0298765432',
      },
      annualRevenue: '2400000',
      financeDetails: {
        currentFleetSize: '6',
        numberOfEmployees: '40',
        purchaseMoreVehicles: 'no',
        valueOfApplication: 58990,
        personalGuarantee: 'yes',
      },
    },
    ...changes,
  }) as Approvals;

function renderReview(approvals: Approvals) {
  const written: Written[] = [];
  const submitted: number[] = [];
  let current = approvals;
  const api = {
    createOrUpdateProperty: (args: Written) => {
      written.push(args);
      return { status: '200', message: null };
    },
  };
  const reload = async () => {
    const consent = written.find((w) => w.params.propertySecond === 'privacyConsent');
    if (consent) {
      current = {
        ...current,
        primaryApplicant: { ...current.primaryApplicant, privacyConsent: 'confirmed' },
      } as Approvals;
    }
    view.rerender(tree());
  };
  const tree = () => (
    <AppConfigContext.Provider value={testConfig}>
      <OrgProfileContext.Provider
        value={{ profile: withoutNulls(anOrgProfile({ region: 'AU' })), region: 'AU' }}
      >
        <ApolloProvider client={client}>
          <OverlaysProvider>
            <ErrorDialogProvider>
              <ApplicationReview
                applicationId="app-1"
                approvals={current}
                region="AU"
                calculator={false}
                reload={reload}
                submit={async () => submitted.push(1)}
                submitting={false}
              />
            </ErrorDialogProvider>
          </OverlaysProvider>
        </ApolloProvider>
      </OrgProfileContext.Provider>
    </AppConfigContext.Provider>
  );
  const client = fakeApiClient(api);
  const view = render(tree());
  return { written, submitted };
}

describe('the Application Review (journey §2)', () => {
  it('edits one field at a time, checks it by the field rule before saving, and saves its path', async () => {
    const { written } = renderReview(reviewed());
    fireEvent.click(screen.getByRole('button', { name: 'Edit Number of Employees' }));
    expect(screen.getByRole('button', { name: 'Edit Annual Revenue' })).toHaveProperty('disabled', true);

    const input = screen.getByLabelText('Number of Employees', { selector: 'input' });
    fireEvent.change(input, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Number of Employees' }));
    expect(await screen.findByText('Field is invalid. A maximum of 4 numbers is permitted')).toBeTruthy();
    expect(written).toEqual([]);

    fireEvent.change(input, { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Number of Employees' }));
    await waitFor(() =>
      expect(written).toEqual([
        {
          applicationId: 'app-1',
          params: {
            propertyFirst: 'businessDetails',
            propertySecond: 'financeDetails',
            propertyThird: 'numberOfEmployees',
            value: '45',
          },
        },
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Edit Annual Revenue' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('cancels an edit with Escape, keeping what was stored', () => {
    const { written } = renderReview(reviewed());
    fireEvent.click(screen.getByRole('button', { name: 'Edit Current Fleet Size' }));
    const input = screen.getByLabelText('Current Fleet Size', { selector: 'input' });
    fireEvent.change(input, { target: { value: '99' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Edit Current Fleet Size' })).toBeTruthy();
    expect(written).toEqual([]);
  });

  it('shows the secondary officer only when the business has one, and tells a sole trader they guarantee the lease instead of asking', () => {
    renderReview(
      reviewed({
        entityDetails: {
          entityName: 'JANE CITIZEN',
          abn: '41046822879',
          entityType: 'IND',
          hasSecondaryApplicant: 'no',
        },
      }),
    );
    expect(screen.queryByText('Secondary Authorised Officer')).toBeNull();
    // Disclosed, not asked: one read-only line, no answer to change.
    expect(screen.getAllByText('Personal Guarantee')).toHaveLength(1);
    expect(screen.getByText(/^As a sole trader you personally guarantee this lease/)).toBeTruthy();
  });

  it('asks for the consent first, then the declaration before Confirm & Submit', async () => {
    const { written, submitted } = renderReview(reviewed());
    expect(screen.queryByRole('button', { name: 'Confirm & Submit' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Review Privacy Collection Notice & Consent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Privacy Collection Notice and Consent' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const submit = await screen.findByRole('button', { name: 'Confirm & Submit' });
    expect(written[0]?.params).toEqual({
      propertyFirst: 'primaryApplicant',
      propertySecond: 'privacyConsent',
      value: 'confirmed',
    });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByLabelText('I agree with the declarations above'));
    expect(submit).toHaveProperty('disabled', false);
    fireEvent.click(submit);
    expect(submitted).toEqual([1]);
  });
});
