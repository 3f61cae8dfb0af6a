import {
  CALCULATOR_LOOKUP_MINIMUM_LENGTH,
  FIELD_MESSAGES,
  minLengthMessage,
  textOf,
} from '@lease-portal/domain';
import { isChosenBusiness, type ChosenBusiness } from './enquiry-form';

/** Our words: the specification asks for a chosen business but quotes no message (decision 1040). */
export const CHOOSE_A_BUSINESS = 'Choose your business from the list of results.';

/**
 * What the business lookup says once the visitor has left it (calculator §5: at least 2 characters,
 * and a business with a name and a number must be selected): undefined when a business is chosen.
 */
export function businessLookupMessage(query: string, chosen: ChosenBusiness | undefined): string | undefined {
  if (isChosenBusiness(chosen)) return undefined;
  const typed = textOf(query);
  if (typed === '') return FIELD_MESSAGES.required;
  if ([...typed].length < CALCULATOR_LOOKUP_MINIMUM_LENGTH) {
    return minLengthMessage(CALCULATOR_LOOKUP_MINIMUM_LENGTH);
  }
  return CHOOSE_A_BUSINESS;
}
