import type { Region } from '../shared/region';
import type { RegionContacts } from './region-defaults';

/** The dialog every partner or server failure reaches the user through (journey §8, calculator §8). */
export interface GenericErrorDialog {
  title: string;
  body: string;
  button: string;
}

export const GENERIC_ERROR_TITLE = 'Oops! There seems to be an issue';
export const TRY_AGAIN = 'Try Again';

/** The quoted error text (journey §8), verbatim: the error page shows it in every region. */
export function unexpectedErrorText(email: string): string {
  return `An unexpected error has occurred, please try again and if the error persists, please contact support at ${email} with details of the issue you are experiencing.`;
}

/** The body names where to get help: AU by e-mail (verbatim), NZ by e-mail or the phone line's option 4. */
export function genericErrorDialog(
  region: Region,
  contacts: Pick<RegionContacts, 'email' | 'phoneNumber'>,
): GenericErrorDialog {
  const body =
    region === 'NZ'
      ? `An unexpected error has occurred, please try again and if the error persists, please contact support at ${contacts.email} or by phone on ${contacts.phoneNumber} (option 4) with details of the issue you are experiencing.`
      : unexpectedErrorText(contacts.email);
  return { title: GENERIC_ERROR_TITLE, body, button: TRY_AGAIN };
}
