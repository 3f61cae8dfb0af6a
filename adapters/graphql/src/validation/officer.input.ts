import { IsBoolean, IsOptional, IsString, Length, MaxLength, ValidateNested } from 'class-validator';
import { plainToInstance, Transform } from 'class-transformer';
import type { ApplicantInfoInput as ApplicantInfoShape } from '../generated/graphql';

/*
 * Bounds that refuse oversized input before anything runs, looser than the forms' rules (names 40,
 * e-mail 55, role 40): input within them reaches the domain, which answers with the forms' own
 * messages (journey §5, decision 1230).
 */
export const MAX_OFFICER_TEXT = 200;

const nested = <T>(type: new () => T) =>
  Transform(({ value }) => (value && typeof value === 'object' ? plainToInstance(type, value) : value));

/** A person on the nominee, reassign and secondary forms. */
export class ApplicantInfo implements ApplicantInfoShape {
  @IsString() @MaxLength(MAX_OFFICER_TEXT) firstName!: string;
  @IsString() @MaxLength(MAX_OFFICER_TEXT) lastName!: string;
  @IsString() @MaxLength(MAX_OFFICER_TEXT) email!: string;
  @IsString() @MaxLength(MAX_OFFICER_TEXT) phone!: string;
}

export class SelectPrimaryApplicantArgs {
  @IsBoolean() isCurrentUserPrimary!: boolean;
  @IsOptional() @IsString() @MaxLength(10) vehicleApplicationStatus?: string | null;
  @IsOptional() @ValidateNested() @nested(ApplicantInfo) userInfo?: ApplicantInfo | null;
}

export class ReassignQuoteArgs {
  @ValidateNested() @nested(ApplicantInfo) userInfo!: ApplicantInfo;
}

export class SelectSecondaryApplicantArgs {
  @IsString() @MaxLength(MAX_OFFICER_TEXT) applicantType!: string;
  @ValidateNested() @nested(ApplicantInfo) userInfo!: ApplicantInfo;
}

/** The on-hold page's resend of Authorised Officer (2)'s invitation (decision 2094). */
export class ResendSecondaryInvitationArgs {
  @IsString() @Length(1, 100) applicationId!: string;
}
