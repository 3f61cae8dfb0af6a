import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { putFile } from '../../../../shared/upload/put-file';
import {
  anApplication,
  renderAccordion,
  SAVED_ENTITY_DETAILS,
} from '../../../../testing/credit-application.fixture';

jest.mock('../../../../shared/upload/put-file', () => ({ putFile: jest.fn() }));
const put = putFile as jest.MockedFunction<typeof putFile>;

type Saved = {
  applicationId: string;
  params: { financeDetails?: Record<string, unknown> } & Record<string, unknown>;
};

/** The application with its first two steps saved: the finance step is open. */
function atTheFinanceStep(scoreboard: object = {}, overrides: Record<string, unknown> = {}) {
  const saved: Saved[] = [];
  const files: { fileName: string; size?: number; kind?: string; applicationId?: string; uuid?: string }[] =
    [];
  const api = {
    getVehicleApplication: anApplication({
      businessDetails: {
        entityDetails: SAVED_ENTITY_DETAILS,
        annualRevenue: '1250000',
        financeDetails: null,
      },
      ...scoreboard,
    }),
    createOrUpdateProperty: (args: Saved) => {
      saved.push(args);
      return { status: '200', message: 'OK' };
    },
    getSignedUrl: ({ file }: { file: { fileName: string; mimeType: string } }) => {
      files.push(file);
      return {
        uuid: `uuid-${file.fileName}`,
        signedUrl: `/files/upload/token-${file.fileName}`,
        fileName: file.fileName,
        mimeType: file.mimeType,
      };
    },
    saveFile: ({ file }: { file: { uuid: string; fileName: string; mimeType: string } }) => {
      files.push(file);
      return {
        uuid: file.uuid,
        signedUrl: `/files/download/${file.uuid}`,
        fileName: file.fileName,
        mimeType: file.mimeType,
      };
    },
    ...overrides,
  };
  const view = renderAccordion({ api });
  return { ...view, saved, files };
}

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const slider = () => screen.getByRole('slider');
const next = () => screen.getByRole('button', { name: 'Next' });
const answer = (question: string, value: 'Yes' | 'No') =>
  fireEvent.click(within(screen.getByRole('radiogroup', { name: question })).getByLabelText(value));
const MORE = 'Are you planning to lease more vehicles in the next 6 months?';
const GUARANTEE = 'Will you provide a personal guarantee?';
const MAXIMUM = 'Apply for the maximum automatic credit limit of $150,000';

async function fillTheCounts() {
  await screen.findByRole('slider');
  fireEvent.change(field('Current number of business vehicles'), { target: { value: '4' } });
  fireEvent.change(field('Number of employees'), { target: { value: '25' } });
}

function upload(...chosen: File[]) {
  fireEvent.change(screen.getByLabelText(/^Upload financial statements/), { target: { files: chosen } });
}
const aPdf = (name = 'statements-2025.pdf') => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

describe('other details and personal guarantee', () => {
  beforeEach(() => {
    put.mockReset();
    put.mockResolvedValue(undefined);
  });

  it('checks the counts: vehicles 1 to 3 digits, employees 1 to 4, both required', async () => {
    atTheFinanceStep();
    await screen.findByRole('slider');
    const vehicles = field('Current number of business vehicles');
    fireEvent.change(vehicles, { target: { value: '1000' } });
    fireEvent.blur(vehicles);
    expect(screen.getByText('Field is invalid. A maximum of 3 numbers is permitted')).toBeTruthy();
    fireEvent.change(vehicles, { target: { value: 'four' } });
    expect(screen.getByText('Field needs to be digits')).toBeTruthy();
    const employees = field('Number of employees');
    fireEvent.change(employees, { target: { value: '' } });
    fireEvent.blur(employees);
    expect(screen.getByText('Field is required')).toBeTruthy();
    fireEvent.change(employees, { target: { value: '12345' } });
    expect(screen.getByText('Field is invalid. A maximum of 4 numbers is permitted')).toBeTruthy();
    expect(next()).toHaveProperty('disabled', true);
  });

  it('enables Next only with the counts, the more-vehicles answer and the guarantee answer', async () => {
    atTheFinanceStep();
    await fillTheCounts();
    expect(next()).toHaveProperty('disabled', true);
    answer(MORE, 'No');
    expect(next()).toHaveProperty('disabled', true);
    answer(GUARANTEE, 'Yes');
    expect(next()).toHaveProperty('disabled', false);
  });

  it('sets the planned count to 1 on yes and 0 on no, and the stepper never goes below 1', async () => {
    const { saved } = atTheFinanceStep();
    await fillTheCounts();
    answer(MORE, 'Yes');
    const count = field('Number of vehicles');
    expect(count.value).toBe('1');
    const stepper = count.closest('.bp6-control-group')!;
    expect(within(stepper as HTMLElement).getByRole('button', { name: 'decrement' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.mouseDown(within(stepper as HTMLElement).getByRole('button', { name: 'increment' }));
    await waitFor(() => expect(field('Number of vehicles').value).toBe('2'));
    fireEvent.change(field('Number of vehicles'), { target: { value: '0' } });
    fireEvent.blur(field('Number of vehicles'));
    await waitFor(() => expect(field('Number of vehicles').value).toBe('1'));

    answer(MORE, 'No');
    expect(screen.queryByLabelText('Number of vehicles')).toBeNull();
    answer(GUARANTEE, 'Yes');
    fireEvent.click(next());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.params.financeDetails).toMatchObject({ purchaseMoreVehicles: 'no', howManyVehicles: 0 });
  });

  it('starts the credit limit at the drive-away price, never below it, in steps of 10,000 up to 500,000', async () => {
    atTheFinanceStep();
    const handle = await screen.findByRole('slider');
    expect(handle.getAttribute('aria-valuetext')).toBe('$58,990');
    expect(handle.getAttribute('aria-valuemax')).toBe('500000');
    expect(screen.getByText('$58,990', { selector: 'output' })).toBeTruthy();
    fireEvent.keyDown(handle, { key: 'ArrowLeft', which: 37, keyCode: 37 });
    expect(slider().getAttribute('aria-valuetext')).toBe('$58,990');
    fireEvent.keyDown(slider(), { key: 'ArrowRight', which: 39, keyCode: 39 });
    expect(slider().getAttribute('aria-valuetext')).toBe('$68,990');
  });

  it('sets 150,000 with the maximum checkbox, the floor when unticked, and clears it below 150,000', async () => {
    atTheFinanceStep();
    await screen.findByRole('slider');
    fireEvent.click(screen.getByLabelText(MAXIMUM));
    expect(slider().getAttribute('aria-valuetext')).toBe('$150,000');
    expect((screen.getByLabelText(MAXIMUM) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByLabelText(MAXIMUM));
    expect(slider().getAttribute('aria-valuetext')).toBe('$58,990');

    fireEvent.click(screen.getByLabelText(MAXIMUM));
    fireEvent.keyDown(slider(), { key: 'ArrowLeft', which: 37, keyCode: 37 });
    expect(slider().getAttribute('aria-valuetext')).toBe('$140,000');
    expect((screen.getByLabelText(MAXIMUM) as HTMLInputElement).checked).toBe(false);

    // Above 150,000 the checkbox goes.
    for (let press = 0; press < 2; press += 1)
      fireEvent.keyDown(slider(), { key: 'ArrowRight', which: 39, keyCode: 39 });
    expect(slider().getAttribute('aria-valuetext')).toBe('$160,000');
    expect(screen.queryByLabelText(MAXIMUM)).toBeNull();
  });

  it('asks for supporting documents above 150,000 until a statement is uploaded, then submits and opens approvals', async () => {
    const { saved, files, router } = atTheFinanceStep();
    await fillTheCounts();
    answer(MORE, 'Yes');
    answer(GUARANTEE, 'Yes');
    for (let press = 0; press < 10; press += 1)
      fireEvent.keyDown(slider(), { key: 'ArrowRight', which: 39, keyCode: 39 });
    expect(slider().getAttribute('aria-valuetext')).toBe('$158,990');

    fireEvent.click(next());
    const notice = await screen.findByRole('dialog', { name: 'Supporting documents required!' });
    expect(
      within(notice).getByText(
        'Please upload business financial statements to support your credit limit request.',
      ),
    ).toBeTruthy();
    expect(saved).toHaveLength(0);
    fireEvent.click(within(notice).getByRole('button', { name: 'OK' }));

    upload(aPdf());
    const list = await screen.findByRole('list', { name: 'Financial statements' });
    await within(list).findByRole('button', { name: 'Remove statements-2025.pdf' });
    expect(put).toHaveBeenCalledWith(
      '/files/upload/token-statements-2025.pdf',
      expect.any(File),
      'application/pdf',
      expect.any(Function),
    );
    expect(files[0]).toMatchObject({
      fileName: 'statements-2025.pdf',
      kind: 'financialStatement',
      applicationId: 'app-1',
      size: 8,
    });
    expect(files[1]).toMatchObject({ uuid: 'uuid-statements-2025.pdf' });

    await waitFor(() => expect(next()).toHaveProperty('disabled', false));
    fireEvent.click(next());
    await waitFor(() => expect(router.state.location.pathname).toBe('/applications/app-1/approvals'));
    expect(saved).toEqual([
      {
        applicationId: 'app-1',
        params: {
          propertyFirst: 'businessDetails',
          propertySecond: 'financeDetails',
          financeDetails: {
            currentFleetSize: '4',
            numberOfEmployees: '25',
            purchaseMoreVehicles: 'yes',
            howManyVehicles: 1,
            valueOfApplication: 158990,
            maximum: false,
            fileUrls: [
              {
                uuid: 'uuid-statements-2025.pdf',
                fileName: 'statements-2025.pdf',
                mimeType: 'application/pdf',
              },
            ],
            personalGuarantee: 'yes',
            completed: 'yes',
          },
        },
      },
    ]);
  });

  it('asks to confirm going without a personal guarantee: Change returns, Confirm then needs statements', async () => {
    const { saved, router } = atTheFinanceStep();
    await fillTheCounts();
    answer(MORE, 'No');
    answer(GUARANTEE, 'No');

    fireEvent.click(next());
    const dialog = await screen.findByRole('dialog', {
      name: 'Are you sure you want to proceed without a personal guarantee?',
    });
    expect(
      within(dialog).getByText(
        /assess your credit application automatically online, for a credit limit of up to \$150,000/,
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved).toHaveLength(0);

    fireEvent.click(next());
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: /without a personal guarantee/ })).getByRole(
        'button',
        { name: 'Confirm' },
      ),
    );
    // Without a guarantee the statements are required, whatever the limit (journey §5).
    expect(await screen.findByRole('dialog', { name: 'Supporting documents required!' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));

    upload(aPdf());
    await screen.findByRole('button', { name: 'Remove statements-2025.pdf' });
    await waitFor(() => expect(next()).toHaveProperty('disabled', false));
    fireEvent.click(next());
    await waitFor(() => expect(router.state.location.pathname).toBe('/applications/app-1/approvals'));
    expect(saved[0]!.params.financeDetails).toMatchObject({ personalGuarantee: 'no', completed: 'yes' });
  });

  it('sends one save for a double-clicked Next', async () => {
    const { saved, router } = atTheFinanceStep({
      entityDetails: { entityName: 'J TRAN', entityType: 'IND' },
    });
    await fillTheCounts();
    answer(MORE, 'No');
    fireEvent.click(next());
    fireEvent.click(next());
    await waitFor(() => expect(router.state.location.pathname).toBe('/applications/app-1/approvals'));
    expect(saved).toHaveLength(1);
  });

  it('hides the personal guarantee from a sole trader and submits without it', async () => {
    const { saved, router } = atTheFinanceStep({
      entityDetails: { entityName: 'J TRAN', entityType: 'IND' },
    });
    await fillTheCounts();
    expect(screen.queryByRole('radiogroup', { name: GUARANTEE })).toBeNull();
    // Not asked, but told before applying: the guarantee is among the documents they will sign.
    expect(screen.getByText(/^As a sole trader you personally guarantee this lease/)).toBeTruthy();
    answer(MORE, 'No');
    fireEvent.click(next());
    await waitFor(() => expect(router.state.location.pathname).toBe('/applications/app-1/approvals'));
    expect(saved[0]!.params.financeDetails).not.toHaveProperty('personalGuarantee');
  });

  it('Save & Close saves without the completed flag and signs out, saying the progress is kept', async () => {
    const { saved, router } = atTheFinanceStep();
    await fillTheCounts();
    fireEvent.click(screen.getByRole('button', { name: 'Save & Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
    expect(router.state.location.state).toEqual({ signedOutBecause: 'progressSaved' });
    expect(saved[0]!.params.financeDetails).toMatchObject({ currentFleetSize: '4', numberOfEmployees: '25' });
    expect(saved[0]!.params.financeDetails).not.toHaveProperty('completed');
  });

  it('keeps the form and shows a notification when the submit fails', async () => {
    const { router } = atTheFinanceStep(
      {},
      {
        createOrUpdateProperty: () => {
          throw new GraphQLError('Someone saved this application meanwhile', {
            extensions: { code: 'CONCURRENT_UPDATE' },
          });
        },
      },
    );
    await fillTheCounts();
    answer(MORE, 'No');
    answer(GUARANTEE, 'Yes');
    fireEvent.click(next());
    expect(await screen.findByText('Sorry, we could not save your details. Please try again.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/applications/app-1/businessDetails');
    expect(field('Current number of business vehicles').value).toBe('4');
  });

  it('shows the server’s message for a field without an input of its own', async () => {
    atTheFinanceStep(
      {},
      {
        createOrUpdateProperty: () => {
          throw new GraphQLError('Invalid input', {
            extensions: {
              code: 'BAD_USER_INPUT',
              fields: {
                'financeDetails.fileUrls': [
                  'Please upload business financial statements to support your credit limit request.',
                ],
                'financeDetails.currentFleetSize': ['Field needs to be digits'],
              },
            },
          });
        },
      },
    );
    await fillTheCounts();
    answer(MORE, 'No');
    answer(GUARANTEE, 'Yes');
    fireEvent.click(next());
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toContain(
      'Please upload business financial statements to support your credit limit request.',
    );
    expect(screen.getByText('Field needs to be digits')).toBeTruthy();
  });

  it('alerts a file over 10,240,000 bytes and uploads nothing', async () => {
    const { files } = atTheFinanceStep();
    await screen.findByRole('slider');
    const large = aPdf('large.pdf');
    Object.defineProperty(large, 'size', { value: 10_240_001 });
    upload(large);
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('File size should be under 10MB.')).toBeTruthy();
    expect(files).toHaveLength(0);
  });

  it('shows a notification when an upload fails, and its progress goes', async () => {
    put.mockRejectedValue(new Error('Upload failed'));
    atTheFinanceStep();
    await screen.findByRole('slider');
    upload(aPdf());
    expect(await screen.findByText('Sorry, we could not upload that file. Please try again.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: /Uploading/ })).toBeNull());
    expect(screen.queryByRole('list', { name: 'Financial statements' })).toBeNull();
  });

  it('shows progress while uploading, removes a file, and takes at most 10', async () => {
    let finish: () => void = () => undefined;
    put.mockImplementationOnce(
      (_url, _body, _type, onProgress) =>
        new Promise<void>((resolve) => {
          onProgress?.(0.4);
          finish = resolve;
        }),
    );
    const { files } = atTheFinanceStep();
    await screen.findByRole('slider');
    upload(aPdf('first.pdf'));
    const progress = await screen.findByRole('progressbar', { name: 'Uploading first.pdf' });
    await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('40'));
    expect(next()).toHaveProperty('disabled', true);
    finish();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove first.pdf' }));
    expect(screen.queryByText('first.pdf')).toBeNull();

    upload(...Array.from({ length: 11 }, (_, index) => aPdf(`statement-${index + 1}.pdf`)));
    await screen.findByRole('button', { name: 'Remove statement-10.pdf' });
    expect(await screen.findByText('You can upload at most 10 files.')).toBeTruthy();
    expect(screen.queryByText('statement-11.pdf')).toBeNull();
    expect(files.filter((file) => file.uuid === undefined)).toHaveLength(11);
  });

  it('refuses a file of another type', async () => {
    atTheFinanceStep();
    await screen.findByRole('slider');
    upload(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('Please choose a PDF, Word or Excel file.')).toBeTruthy();
  });
});
