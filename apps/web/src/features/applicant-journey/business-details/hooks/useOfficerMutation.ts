import { useCallback, useState } from 'react';
import { refusalOf } from '../refusal';
import { SEND_FAILED, type NoticeOf } from '../components/ErrorNotice';
import type { OfficerField } from '../components/OfficerForm';

const OFFICER_FIELDS: readonly OfficerField[] = ['firstName', 'lastName', 'email', 'phone', 'applicantType'];

/**
 * Sends an officers' mutation (selectPrimaryApplicant, selectSecondaryApplicant, reassignQuote): a
 * refusal with field messages puts them beside the fields, keeping what was typed; any other failure
 * is a generic error notification, its message only logged (journey §8).
 */
export function useOfficerMutation() {
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<OfficerField, string>>>({});
  const [notice, setNotice] = useState<NoticeOf>();

  /** Runs the mutation, which answers its status; true when it is '200' (journey §7). */
  const send = useCallback(async (action: () => Promise<string | undefined>): Promise<boolean> => {
    setBusy(true);
    setNotice(undefined);
    try {
      const status = await action();
      setFieldErrors({});
      if (status === '200') return true;
      setNotice({ message: SEND_FAILED });
      return false;
    } catch (error) {
      const refusal = refusalOf(error);
      console.error(refusal?.message ?? 'Error');
      const fields = Object.fromEntries(
        OFFICER_FIELDS.filter((field) => refusal?.fields[field]).map((field) => [
          field,
          refusal!.fields[field],
        ]),
      );
      setFieldErrors(fields);
      if (Object.keys(fields).length === 0) setNotice({ message: SEND_FAILED });
      return false;
    } finally {
      setBusy(false);
    }
  }, []);

  return { send, busy, fieldErrors, notice, dismissNotice: () => setNotice(undefined) };
}
