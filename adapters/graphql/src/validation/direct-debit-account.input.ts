import { IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { plainToInstance, Transform } from 'class-transformer';
import type { DirectDebitAccountInput as DirectDebitAccountShape } from '../generated/graphql';

/*
 * Bounds that refuse oversized input before anything runs, looser than the form's rules (a name of 100
 * characters, at most 9 digits with spaces and dashes): input within them reaches the domain, which
 * answers with the form's own messages, field by field (decision 2081).
 */
export const MAX_ACCOUNT_NAME = 200;
export const MAX_ACCOUNT_DIGITS_TEXT = 30;

/** The bank account for the direct debit, as typed. */
export class DirectDebitAccountInput implements DirectDebitAccountShape {
  @IsString() @MaxLength(MAX_ACCOUNT_NAME) accountName!: string;
  @IsOptional() @IsString() @MaxLength(MAX_ACCOUNT_DIGITS_TEXT) bsb?: string | null;
  @IsOptional() @IsString() @MaxLength(MAX_ACCOUNT_DIGITS_TEXT) accountNumber?: string | null;
  @IsOptional() @IsString() @MaxLength(MAX_ACCOUNT_DIGITS_TEXT) bank?: string | null;
  @IsOptional() @IsString() @MaxLength(MAX_ACCOUNT_DIGITS_TEXT) branch?: string | null;
  @IsOptional() @IsString() @MaxLength(MAX_ACCOUNT_DIGITS_TEXT) account?: string | null;
  @IsOptional() @IsString() @MaxLength(MAX_ACCOUNT_DIGITS_TEXT) suffix?: string | null;
}

export class RecordDirectDebitAccountArgs {
  @IsString() @MaxLength(200) applicationId!: string;
  @ValidateNested()
  @Transform(({ value }) =>
    value && typeof value === 'object' ? plainToInstance(DirectDebitAccountInput, value) : value,
  )
  account!: DirectDebitAccountInput;
}
