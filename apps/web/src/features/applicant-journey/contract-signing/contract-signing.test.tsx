import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import {
  DELETE_AFTER_SUBMIT_MESSAGE,
  NOT_YOUR_TURN_MESSAGE,
  WHO_MAY_WITNESS_MESSAGE,
  WITNESS_MUST_BE_SOMEONE_ELSE_MESSAGE,
} from '@lease-portal/domain';
import { putFile, UploadRefused } from '../../../shared/upload/put-file';
import { journeyPath } from '../journey-view';
import { renderApp } from '../../../testing/render-app';
import { anOrgProfile } from '../../../testing/org-profile.fixture';
import { DOCUMENTS_RECEIVED, PAPER_SIGNING_NOTICES } from './contract-signing-view';

jest.mock('../../../shared/upload/put-file', () => ({
  ...jest.requireActual('../../../shared/upload/put-file'),
  putFile: jest.fn(),
}));
const put = putFile as jest.MockedFunction<typeof putFile>;

const PRIMARY = { userId: 'officer-1', firstName: 'Aroha', lastName: 'Ngata', email: 'aroha@example.co.nz' };
const SECONDARY = { userId: 'officer-2', firstName: 'Tom', lastName: 'Avery', email: 'tom@example.co.nz' };
const upload = (fileName: string) => ({
  uploadFile: { uuid: fileName, fileName, mimeType: 'application/pdf' },
});

/** An approved NZ company's application at review and sign, as the signed-in officer reads it. */
function anApprovedApplication(userId: string, scoreboard: object = {}) {
  return {
    user: {
      id: userId,
      orgId: 'org-1',
      firstName: 'Aroha',
      lastName: 'Ngata',
      email: userId === 'officer-1' ? PRIMARY.email : SECONDARY.email,
      region: 'NZ',
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
        secondaryApplicant: SECONDARY,
        entityDetails: { entityType: 'LTD', hasSecondaryApplicant: 'yes' },
        businessDetails: { financeDetails: { personalGuarantee: 'yes' } },
        // Given first on paper too: the documents are printed with it (decision 2097).
        directDebitAccount: {
          region: 'NZ',
          accountName: 'Ngata Freight Limited',
          bsb: null,
          accountNumber: null,
          bank: '01',
          branch: '0902',
          account: '••••389',
          suffix: '00',
        },
        ...scoreboard,
      },
    },
  };
}

describe('signing the lease on paper', () => {
  afterEach(() => window.localStorage.clear());

  it('lists the NZ documents with their uploads and waits for every required one before Submit & Complete', async () => {
    renderApp('/applications/app-1/reviewAndSignContract', {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [anOrgProfile()],
        getVehicleApplication: anApprovedApplication('officer-1', {
          wetSignature: { signType: 'wet', documents: { documentMLA: upload('terms signed.pdf') } },
        }),
      },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Review & Sign Contract' }));
    expect(await screen.findByRole('heading', { name: 'Sign your lease on paper', level: 1 })).toBeTruthy();
    const documents = await screen.findByRole('region', { name: 'Lease Documents' });
    expect(
      within(documents)
        .getAllByRole('listitem')
        .map((row) => row.firstChild?.textContent),
    ).toEqual([
      'Document Instructions',
      'Motor Vehicle Leasing Terms & Conditions',
      'Deed of Guarantee & Indemnity',
      'Direct Debit',
    ]);
    const uploads = screen.getByRole('region', { name: 'Upload Signed Documents' });
    // The instructions sheet is read, not signed: it has no slot; the slots Submit & Complete waits for say so.
    expect(
      within(uploads)
        .getAllByRole('listitem')
        .map((row) => row.firstChild?.textContent),
    ).toEqual([
      'Motor Vehicle Leasing Terms & Conditions (required)',
      'Deed of Guarantee & Indemnity (required)',
      'Direct Debit (required)',
    ]);
    expect(within(uploads).queryByLabelText('Upload signed Document Instructions')).toBeNull();
    expect(within(uploads).getByText('terms signed.pdf')).toBeTruthy();
    expect(within(uploads).getByLabelText('Upload signed Direct Debit')).toBeTruthy();
    expect(
      (within(uploads).getByRole('button', { name: 'Submit & Complete' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('shows the documents submitted while staff check them, and answers a delete with the alert', async () => {
    renderApp('/applications/app-1/reviewAndSignContract', {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [anOrgProfile()],
        getVehicleApplication: anApprovedApplication('officer-1', {
          wetSignature: {
            signType: 'wet',
            status: 'submitted',
            documents: {
              documentMLA: upload('terms signed.pdf'),
              documentPCA: upload('deed signed.pdf'),
              documentBank: upload('debit signed.pdf'),
            },
          },
        }),
        deleteWetSignature: () => {
          throw new Error(DELETE_AFTER_SUBMIT_MESSAGE);
        },
      },
    });

    // Submitted, the page opens the signing screen by itself: never 'ready to sign' again.
    const submitted = (await screen.findByRole('button', {
      name: 'Documents Submited',
    })) as HTMLButtonElement;
    expect(screen.queryByRole('heading', { name: 'Your contract is ready to sign' })).toBeNull();
    expect(submitted.disabled).toBe(true);
    // The notice, beside the bank account's own status line.
    const notices = screen
      .getAllByRole('status')
      .filter((status) => status.classList.contains('bp6-callout'));
    expect(notices.map((notice) => notice.textContent)).toEqual([
      PAPER_SIGNING_NOTICES.checking.title + PAPER_SIGNING_NOTICES.checking.text,
    ]);
    expect(PAPER_SIGNING_NOTICES.checking.title).toBe('Documents received – we will check them');
    // Beside the disabled button too: the documents are received and will be checked.
    expect(
      within(screen.getByRole('region', { name: 'Upload Signed Documents' })).getByText(DOCUMENTS_RECEIVED),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Direct Debit' }));
    expect(await screen.findByText(DELETE_AFTER_SUBMIT_MESSAGE)).toBeTruthy();
    expect(screen.getByText('debit signed.pdf')).toBeTruthy();
  });

  it('tells the officer why staff sent the documents back, and opens Submit & Complete again', async () => {
    renderApp('/applications/app-1/reviewAndSignContract', {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [anOrgProfile()],
        getVehicleApplication: anApprovedApplication('officer-1', {
          wetSignature: {
            signType: 'wet',
            status: 'rejected',
            rejectionReason: 'The Direct Debit page is not signed.',
            documents: {
              documentMLA: upload('terms signed.pdf'),
              documentPCA: upload('deed signed.pdf'),
              documentBank: upload('debit signed.pdf'),
            },
          },
        }),
      },
    });
    // Sent back, the signing screen opens by itself with the reason.

    const notice = (await screen.findByText(PAPER_SIGNING_NOTICES.sentBack.title)).closest('[role="status"]');
    if (!(notice instanceof HTMLElement)) throw new Error('The notice is a status.');
    expect(within(notice).getByText(PAPER_SIGNING_NOTICES.sentBack.title)).toBeTruthy();
    expect(within(notice).getByText('The Direct Debit page is not signed.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Submit & Complete' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('submits, then the home says the documents were received and will be checked', async () => {
    const documents = {
      documentMLA: upload('terms signed.pdf'),
      documentPCA: upload('deed signed.pdf'),
      documentBank: upload('debit signed.pdf'),
    };
    let status: string | undefined;
    const { router } = renderApp('/applications/app-1/reviewAndSignContract', {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [anOrgProfile()],
        getVehicleApplication: () =>
          anApprovedApplication('officer-1', {
            wetSignature: { signType: 'wet', documents, ...(status ? { status } : {}) },
          }),
        submitWetSignature: () => {
          status = 'submitted';
          return { url: '/applications/app-1' };
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Review & Sign Contract' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Submit & Complete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(journeyPath('app-1', 'applications')));
    expect(await screen.findByText(DOCUMENTS_RECEIVED)).toBeTruthy();
    expect(screen.getByText(PAPER_SIGNING_NOTICES.checking.text)).toBeTruthy();
  });

  it('goes to the finished home when the page is opened again after the lease finished', async () => {
    const { router } = renderApp('/applications/app-1/reviewAndSignContract', {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [anOrgProfile()],
        getVehicleApplication: anApprovedApplication('officer-1', {
          status: 'finished',
          statusSecondary: 'finished',
          wetSignature: { signType: 'wet', status: 'verified' },
        }),
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(journeyPath('app-1', 'applications')));
    expect(await screen.findByRole('heading', { name: 'Congratulations!' })).toBeTruthy();
    expect(screen.queryByText('Your contract is ready to sign')).toBeNull();
  });

  it('downloads every document at once as the one PDF the portal makes of them', async () => {
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const saved: string[] = [];
    click.mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const asked: unknown[] = [];
    renderApp('/applications/app-1/reviewAndSignContract', {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [anOrgProfile()],
        getVehicleApplication: anApprovedApplication('officer-1', { wetSignature: { signType: 'wet' } }),
        getWetSignatureUrl: (args: unknown) => {
          asked.push(args);
          return {
            files: [{ url: 'data:application/pdf;base64,JVBERi0=', fileName: 'Lease Documents.pdf' }],
          };
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Review & Sign Contract' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Download All' }));
    await waitFor(() => expect(saved).toEqual(['Lease Documents.pdf']));
    expect(asked).toEqual([{ applicationId: 'app-1', wetSignatureObjName: 'download-all' }]);
    click.mockRestore();
  });

  it("shows the portal's refusal of a blank signed document in its own words", async () => {
    const blank = 'This PDF has only blank pages. Please upload the signed document with its signatures.';
    put.mockRejectedValueOnce(new UploadRefused(422, blank));
    renderApp('/applications/app-1/reviewAndSignContract', {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [anOrgProfile()],
        getVehicleApplication: anApprovedApplication('officer-1', { wetSignature: { signType: 'wet' } }),
        getSignedUrl: () => ({
          uuid: 'file-1',
          signedUrl: '/files/upload/grant',
          fileName: 'debit.pdf',
          mimeType: 'application/pdf',
        }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Review & Sign Contract' }));
    const slot = await screen.findByLabelText('Upload signed Direct Debit');
    const file = new File(['%PDF-1.7'], 'debit.pdf', { type: 'application/pdf' });
    fireEvent.change(slot, { target: { files: [file] } });
    expect(await screen.findByText(blank)).toBeTruthy();
  });

  it('offers no Upload once the documents are submitted, and holds Submit & Complete while a slot changes', async () => {
    const documents = {
      documentMLA: upload('terms signed.pdf'),
      documentPCA: upload('deed signed.pdf'),
      documentBank: upload('debit signed.pdf'),
    };
    const submittedView = renderApp('/applications/app-1/reviewAndSignContract', {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [anOrgProfile()],
        getVehicleApplication: anApprovedApplication('officer-1', {
          wetSignature: { signType: 'wet', status: 'submitted', documents },
        }),
      },
    });
    const submitted = await screen.findByRole('region', { name: 'Upload Signed Documents' });
    expect(within(submitted).queryByLabelText('Upload signed Document Instructions')).toBeNull();
    expect(within(submitted).queryByText('Upload')).toBeNull();
    submittedView.unmount();

    renderApp('/applications/app-1/reviewAndSignContract', {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [anOrgProfile()],
        getVehicleApplication: anApprovedApplication('officer-1', {
          wetSignature: { signType: 'wet', documents },
        }),
        // The delete is still under way.
        deleteWetSignature: () => new Promise(() => {}),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Review & Sign Contract' }));
    const submit = (await screen.findByRole('button', { name: 'Submit & Complete' })) as HTMLButtonElement;
    expect(submit.disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Direct Debit' }));
    expect(await screen.findByLabelText('Working on Direct Debit')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Submit & Complete' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('tells Authorised Officer (2) who brings the documents, with Log Out', async () => {
    renderApp('/applications/app-1/secondary-waiting', {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [anOrgProfile()],
        getVehicleApplication: anApprovedApplication('officer-2', { wetSignature: { signType: 'wet' } }),
      },
    });

    expect(await screen.findByText(/Authorised Officer \(1\) will download them/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeTruthy();
  });
});

describe('signing the lease electronically', () => {
  afterEach(() => window.localStorage.clear());

  it('keeps Authorised Officer (2) waiting, with why, until Authorised Officer (1) and the witness have signed', async () => {
    renderApp('/applications/app-1/reviewAndSignContract', {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [anOrgProfile()],
        getVehicleApplication: anApprovedApplication('officer-2', {
          businessDetails: { financeDetails: { personalGuarantee: 'no' } },
        }),
        getEnvelopeMLA: {
          status: {
            signers: [
              { email: PRIMARY.email, status: 'completed' },
              { email: SECONDARY.email.toUpperCase(), status: 'pending' },
            ],
            witnesses: [{ roleName: 'Witness', status: 'pending' }],
          },
        },
      },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Sign Lease' }));
    expect(await screen.findByText('Fetching status of signatures...')).toBeTruthy();
    const rows = await screen.findByRole('list', { name: 'Signatures' });
    expect(
      within(rows)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      'Aroha Ngata, Authorised Officer (1)completed',
      `Tom Avery, Authorised Officer (2)${NOT_YOUR_TURN_MESSAGE}pending`,
      'Witnesspending',
    ]);
    expect(within(rows).queryByRole('button', { name: 'Sign' })).toBeNull();
  });

  it('asks Authorised Officer (1) to name their witness before the witness signs, and shows why an officer is refused', async () => {
    const asked: { witness?: { name: string; email: string; address?: string } }[] = [];
    renderApp('/applications/app-1/reviewAndSignContract', {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [anOrgProfile()],
        getVehicleApplication: anApprovedApplication('officer-1', {
          businessDetails: { financeDetails: { personalGuarantee: 'no' } },
        }),
        getEnvelopeMLA: {
          status: {
            signers: [
              { email: PRIMARY.email, status: 'completed' },
              { email: SECONDARY.email, status: 'pending' },
            ],
            witnesses: [{ roleName: 'Witness', status: 'pending' }],
          },
        },
        getMLADocusign: (args: { witness?: { name: string; email: string; address?: string } }) => {
          asked.push(args);
          if (args.witness?.email === PRIMARY.email) {
            throw new GraphQLError(WITNESS_MUST_BE_SOMEONE_ELSE_MESSAGE, {
              extensions: { code: 'BAD_USER_INPUT' },
            });
          }
          return { url: 'https://sign.example/views/witness' };
        },
      },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Sign Lease' }));
    // The signing screen has its own heading, and each row names its signer and their role.
    expect(await screen.findByRole('heading', { name: 'Sign your lease', level: 1 })).toBeTruthy();
    const rows = await screen.findByRole('list', { name: 'Signatures' });
    expect(within(rows).getByText('Aroha Ngata, Authorised Officer (1)')).toBeTruthy();
    expect(within(rows).getByText('Witness')).toBeTruthy();
    // Who may witness is said on the screen, and again in the dialog that names them.
    expect(screen.getByText(WHO_MAY_WITNESS_MESSAGE)).toBeTruthy();
    expect(WHO_MAY_WITNESS_MESSAGE).toMatch(
      /adult .* not a party to the lease: not one of the authorised officers/,
    );
    fireEvent.click(within(rows).getByRole('button', { name: 'Sign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your witness' });
    expect(within(dialog).getByText(WHO_MAY_WITNESS_MESSAGE)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(asked).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText("Witness's address"), {
      target: { value: '12 Kauri Road, Parramatta NSW 2150' },
    });

    fireEvent.change(within(dialog).getByLabelText("Witness's full name"), {
      target: { value: 'Aroha Ngata' },
    });
    fireEvent.change(within(dialog).getByLabelText("Witness's e-mail address"), {
      target: { value: PRIMARY.email },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(WITNESS_MUST_BE_SOMEONE_ELSE_MESSAGE);

    fireEvent.change(within(dialog).getByLabelText("Witness's full name"), {
      target: { value: 'Wiremu Tane' },
    });
    fireEvent.change(within(dialog).getByLabelText("Witness's e-mail address"), {
      target: { value: 'wiremu@neighbours.example' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTitle('Lease signing')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your witness' })).toBeNull());
    const address = '12 Kauri Road, Parramatta NSW 2150';
    expect(asked.map((args) => args.witness)).toEqual([
      { name: 'Aroha Ngata', email: PRIMARY.email, address },
      { name: 'Wiremu Tane', email: 'wiremu@neighbours.example', address },
    ]);
  });

  const everyoneSigned = (finished: boolean) => ({
    status: {
      signers: [
        { email: PRIMARY.email, status: 'completed' },
        { email: SECONDARY.email, status: 'completed' },
      ],
      witnesses: [],
    },
    finished,
  });

  it('opens the rows by itself on a reload after Authorised Officer (1) signed: their row completed, waiting for the others', async () => {
    renderApp('/applications/app-1/reviewAndSignContract', {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [anOrgProfile()],
        getVehicleApplication: anApprovedApplication('officer-1', {
          businessDetails: { financeDetails: { personalGuarantee: 'no' } },
          leaseSigningStarted: true,
        }),
        getEnvelopeMLA: {
          status: {
            signers: [
              { email: PRIMARY.email, status: 'completed' },
              { email: SECONDARY.email, status: 'pending' },
            ],
            witnesses: [],
          },
          finished: false,
        },
      },
    });
    const rows = await screen.findByRole('list', { name: 'Signatures' });
    expect(screen.queryByText('Your contract is ready to sign')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign Lease' })).toBeNull();
    expect(
      within(rows)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Aroha Ngata, Authorised Officer (1)completed', 'Tom Avery, Authorised Officer (2)pending']);
  });

  it('stays on the rows until the portal answers that it recorded the signing finished', async () => {
    const { router } = renderApp('/applications/app-1/reviewAndSignContract', {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [anOrgProfile()],
        getVehicleApplication: anApprovedApplication('officer-2', {
          businessDetails: { financeDetails: { personalGuarantee: 'no' } },
        }),
        getEnvelopeMLA: everyoneSigned(false),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Lease' }));
    await screen.findByRole('list', { name: 'Signatures' });
    expect(router.state.location.pathname).toBe('/applications/app-1/reviewAndSignContract');
  });

  it('moves on to the applications once the portal answers finished', async () => {
    const { router } = renderApp('/applications/app-1/reviewAndSignContract', {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [anOrgProfile()],
        getVehicleApplication: anApprovedApplication('officer-2', {
          businessDetails: { financeDetails: { personalGuarantee: 'no' } },
        }),
        getEnvelopeMLA: everyoneSigned(true),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Lease' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(journeyPath('app-1', 'applications')));
  });
});
