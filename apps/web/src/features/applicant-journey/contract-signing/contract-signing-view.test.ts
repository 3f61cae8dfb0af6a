import { NOT_YOUR_TURN_MESSAGE } from '@lease-portal/domain';
import {
  maySubmit,
  paperDocumentsOf,
  signerNamesOf,
  signerRowsOf,
  type ContractSigningState,
} from './contract-signing-view';

// The answer as the page reads it; absent fields left out for brevity.
const state = (scoreboard: Record<string, unknown>): ContractSigningState =>
  ({
    applicationId: 'app-1',
    scoreboard: {
      status: 'reviewAndSignContract',
      statusCreditCheck: 'approved',
      entityDetails: { entityType: 'PRV' },
      businessDetails: { financeDetails: { personalGuarantee: 'yes' } },
      ...scoreboard,
    },
  }) as unknown as ContractSigningState;

describe('the paper documents of the signing screen', () => {
  it('are the NZ wet pack with its uploads, the guarantee required, never a quote', () => {
    const documents = paperDocumentsOf(
      state({
        wetSignature: {
          signType: 'wet',
          documents: {
            documentMLA: { uploadFile: { uuid: 'u1', fileName: 'signed.pdf', mimeType: 'application/pdf' } },
          },
        },
      }),
      'NZ',
      false,
    );
    expect(documents.map((d) => [d.key, d.title, d.required, d.upload?.fileName])).toEqual([
      ['documentAI', 'Document Instructions', false, undefined],
      ['documentMLA', 'Motor Vehicle Leasing Terms & Conditions', true, 'signed.pdf'],
      ['documentPCA', 'Deed of Guarantee & Indemnity', true, undefined],
      ['documentBank', 'Direct Debit', true, undefined],
    ]);
    expect(maySubmit(documents)).toBe(false);
  });

  it('are the guarantee alone in the combination flow, and nothing when signing digitally', () => {
    expect(paperDocumentsOf(state({}), 'AU', false).map((d) => d.key)).toEqual(['documentPCA']);
    const digital = state({ businessDetails: { financeDetails: { personalGuarantee: 'no' } } });
    expect(paperDocumentsOf(digital, 'AU', false)).toEqual([]);
  });

  it("give a sole trader the guarantee and the special introducer's instructions", () => {
    const documents = paperDocumentsOf(
      state({
        entityDetails: { entityType: 'Sole_Trader' },
        businessDetails: undefined,
        wetSignature: { signType: 'wet' },
      }),
      'AU',
      true,
    );
    expect(documents.map((d) => d.key)).toEqual([
      'documentAI_MMBA',
      'documentMLA',
      'documentPCA',
      'documentBank',
      'documentQuote',
    ]);
  });
});

describe('the signer rows', () => {
  const progress = {
    signers: [
      { email: 'ada@haulage.example', status: 'pending' as const },
      { email: 'sam@haulage.example', status: 'pending' as const },
    ],
    witnesses: [{ roleName: 'Witness', status: 'pending' as const }],
  };

  it("offer Sign on the viewer's own row only, matched by e-mail in any case, in the envelope's order", () => {
    const primarySigned = {
      ...progress,
      signers: [{ email: 'ada@haulage.example', status: 'completed' as const }, progress.signers[1]!],
    };
    const everyoneBefore = {
      ...primarySigned,
      witnesses: [{ roleName: 'Witness', status: 'completed' as const }],
    };
    expect(signerRowsOf(everyoneBefore, 'SAM@haulage.example', false)).toEqual([
      { label: 'Authorised Officer (1)', state: 'completed' },
      { label: 'Authorised Officer (2)', state: 'sign' },
      { label: 'Witness', state: 'completed', witness: true },
    ]);
    expect(signerRowsOf(everyoneBefore, 'ada@haulage.example', true)[1]).toEqual({
      label: 'Authorised Officer (2)',
      state: 'pending',
    });
  });

  it("name each signer with their role, the witness by role, from the officers' names", () => {
    const names = signerNamesOf({
      primaryApplicant: { firstName: ' Ava ', lastName: 'Brooks' },
      secondaryApplicant: { firstName: 'Sam' },
    });
    expect(names).toEqual({ primary: 'Ava Brooks', secondary: 'Sam' });
    expect(signerRowsOf(progress, 'ada@haulage.example', true, names).map((row) => row.label)).toEqual([
      'Ava Brooks, Authorised Officer (1)',
      'Sam, Authorised Officer (2)',
      'Witness',
    ]);
    expect(signerNamesOf({})).toEqual({});
  });

  it('keep Authorised Officer (2) waiting, with why, until Authorised Officer (1) and the witness have signed', () => {
    const waiting = { label: 'Authorised Officer (2)', state: 'pending', hint: NOT_YOUR_TURN_MESSAGE };
    expect(signerRowsOf(progress, 'sam@haulage.example', false)[1]).toEqual(waiting);
    const primarySigned = {
      ...progress,
      signers: [{ email: 'ada@haulage.example', status: 'completed' as const }, progress.signers[1]!],
    };
    expect(signerRowsOf(primarySigned, 'sam@haulage.example', false)[1]).toEqual(waiting);
    const unwitnessed = { ...primarySigned, witnesses: [] };
    expect(signerRowsOf(unwitnessed, 'sam@haulage.example', false)[1]).toEqual({
      label: 'Authorised Officer (2)',
      state: 'sign',
    });
  });

  it("let Authorised Officer (1) host their witness's signature once they have signed", () => {
    const signed = {
      ...progress,
      signers: [{ email: 'ada@haulage.example', status: 'completed' as const }, progress.signers[1]!],
    };
    expect(signerRowsOf(signed, 'ada@haulage.example', true).map((row) => row.state)).toEqual([
      'completed',
      'pending',
      'sign',
    ]);
    expect(signerRowsOf(signed, 'sam@haulage.example', false).map((row) => row.state)).toEqual([
      'completed',
      'pending',
      'pending',
    ]);
  });
});
