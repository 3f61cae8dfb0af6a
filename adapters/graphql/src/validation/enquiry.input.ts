import { REGIONS, SHORTLIST_MAXIMUM, type Enquiry } from '@lease-portal/domain';
import { plainToInstance, Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import type {
  EnquiryContactInput as ContactShape,
  EnquiryCustomerInput as CustomerShape,
  EnquiryInput as EnquiryShape,
  IntroducerInput as IntroducerShape,
  ShortlistEntryInput as ShortlistShape,
} from '../generated/graphql';

/*
 * Bounds that refuse oversized input before anything runs. They are deliberately looser than the
 * form's rules (names 40, message 250...): input within them reaches the domain, which answers with
 * the form's own messages (docs/decisions/0903-lead-api.md).
 */
export const MAX_LEAD_TEXT = 200;
export const MAX_LEAD_MESSAGE = 1000;
const MAX_FLEET = 1_000_000;
const MAX_DISTANCE_KM = 1_000_000;
const MAX_MONTHS = 120;

/** Decorators as arrays read more easily than stacks; applies them in order. */
export function rules(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
}
/** A lead's text: a string within the generous bound; optional, or not. */
export const text = () => rules(IsString(), MaxLength(MAX_LEAD_TEXT));
export const optionalText = () => rules(IsOptional(), IsString(), MaxLength(MAX_LEAD_TEXT));
// @Type would need reflect-metadata; nested instances are what ValidateNested checks.
export const nested = <T>(type: new () => T) =>
  Transform(({ value }) => (value && typeof value === 'object' ? plainToInstance(type, value) : value));

export class EnquiryCustomer implements CustomerShape {
  @text() name!: string;
  @text() abn!: string;
  @optionalText() location?: string | null;
  @optionalText() entityType?: string | null;
}

export class EnquiryContact implements ContactShape {
  @text() firstName!: string;
  @text() lastName!: string;
  @text() phone!: string;
  @text() email!: string;
  @optionalText() location?: string | null;
  @optionalText() postCode?: string | null;
}

/** The contact as the domain's enquiry has it: absent fields dropped. */
export function enquiryContactOf(contact: ContactShape): Enquiry['contact'] {
  return {
    firstName: contact.firstName,
    lastName: contact.lastName,
    phone: contact.phone,
    email: contact.email,
    ...(contact.location ? { location: contact.location } : {}),
    ...(contact.postCode ? { postCode: contact.postCode } : {}),
  };
}

export class Introducer implements IntroducerShape {
  @rules(IsIn([...REGIONS])) region!: 'AU' | 'NZ';
  @optionalText() abn?: string | null;
  @optionalText() nzbn?: string | null;
  @text() orgId!: string;
  @text() name!: string;
  @text() domainName!: string;
}

export class ShortlistEntry implements ShortlistShape {
  @text() catalogVehicleId!: string;
  @rules(IsOptional(), IsInt(), Min(1900), Max(2200)) catalogYear?: number | null;
  @rules(IsInt(), Min(0), Max(MAX_DISTANCE_KM)) distance!: number;
  @rules(IsIn(['km'])) distanceUnit!: string;
  @rules(IsInt(), Min(1), Max(MAX_MONTHS)) duration!: number;
  @rules(IsIn(['month'])) durationUnit!: string;
  @optionalText() referenceId?: string | null;
}

/** The enquiry form as the API accepts it (calculator §3), before the form's own rules. */
export class EnquiryInput implements EnquiryShape {
  @rules(IsIn(['call', 'register'])) enquireType!: 'call' | 'register';

  @rules(IsObject(), ValidateNested(), nested(EnquiryCustomer)) customer!: EnquiryCustomer;

  @rules(IsObject(), ValidateNested(), nested(EnquiryContact)) contact!: EnquiryContact;

  // Whole numbers only; the form's rules give 'at most 4 digits'.
  @rules(IsOptional(), IsInt(), Min(0), Max(MAX_FLEET)) fleetSize?: number | null;

  @optionalText() yearsTrading?: string | null;

  @rules(IsOptional(), IsString(), MaxLength(MAX_LEAD_MESSAGE)) description?: string | null;

  @rules(IsOptional(), IsArray(), ArrayMaxSize(SHORTLIST_MAXIMUM), ValidateNested({ each: true }))
  @Transform(({ value }) => (Array.isArray(value) ? plainToInstance(ShortlistEntry, value) : value))
  shortlists?: ShortlistEntry[] | null;

  @rules(IsOptional(), IsObject(), ValidateNested(), nested(Introducer)) introducer?: Introducer | null;
}
