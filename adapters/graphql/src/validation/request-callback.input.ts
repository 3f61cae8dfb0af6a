import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { RequestCallbackInput as CallbackShape } from '../generated/graphql';
import { MAX_LEAD_MESSAGE, MAX_LEAD_TEXT } from './enquiry.input';

/** The 'Request a call' payload as the API accepts it; the dialog's own rules come after. */
export class RequestCallbackInput implements CallbackShape {
  @IsString() @MaxLength(MAX_LEAD_TEXT) firstName!: string;
  @IsString() @MaxLength(MAX_LEAD_TEXT) lastName!: string;
  @IsString() @MaxLength(MAX_LEAD_TEXT) contactNumber!: string;
  @IsString() @MaxLength(MAX_LEAD_TEXT) email!: string;
  @IsOptional() @IsString() @MaxLength(MAX_LEAD_MESSAGE) message?: string | null;
  @IsString() @MaxLength(MAX_LEAD_TEXT) domain!: string;
}
