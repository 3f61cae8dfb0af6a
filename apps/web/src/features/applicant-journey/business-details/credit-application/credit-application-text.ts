import { formatWholeDollars, MAX_FILES_PER_KIND, MAXIMUM_AUTOMATIC_CREDIT } from '@lease-portal/domain';

/* The step's own wording; the strings the specification quotes are used verbatim (journey §8). */

export const DOCUMENTS_REQUIRED_TITLE = 'Supporting documents required!';
export const GUARANTEE_DIALOG_TITLE = 'Are you sure you want to proceed without a personal guarantee?';
export const GUARANTEE_DIALOG_TEXT = [
  `A personal guarantee lets us assess your credit application automatically online, for a credit limit of up to ${formatWholeDollars(MAXIMUM_AUTOMATIC_CREDIT)}.`,
  'Proceeding without one may affect the outcome of your application, and we may need your business financial statements and a longer assessment.',
];
export const TOO_MANY_FILES = `You can upload at most ${MAX_FILES_PER_KIND} files.`;
export const WRONG_FILE_TYPE = 'Please choose a PDF, Word or Excel file.';

export const INFO = {
  creditLimit: {
    title: 'Credit limit',
    text: `With a personal guarantee, credit of up to ${formatWholeDollars(MAXIMUM_AUTOMATIC_CREDIT)} (roughly 3 to 4 average vehicles) can be assessed automatically online. The limit cannot be below the vehicle's drive-away price.`,
  },
  statements: {
    title: 'Financial statements',
    text: 'Business financial statements prepared by your accountant, covering the last 2 years: balance sheets and income statements.',
  },
  guarantee: {
    title: 'Personal guarantee',
    text: `A personal guarantee from the authorised officer lets us assess credit of up to ${formatWholeDollars(MAXIMUM_AUTOMATIC_CREDIT)} automatically online.`,
  },
  moreVehicles: {
    title: 'More vehicles',
    text: 'Tell us if the business plans to lease more vehicles in the next 6 months, so the credit limit can allow for them.',
  },
} as const;
