import { plainToInstance, Transform, type ClassConstructor } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { SHORTLIST_MAXIMUM, type Enquiry, type RequestCallback } from '@lease-portal/domain';
import {
  EnquiryContact,
  enquiryContactOf,
  inputRules as rules,
  leadText as text,
  MAX_LEAD_MESSAGE,
  nestedInput as nested,
  optionalLeadText as optionalText,
  validatedInput,
} from '@lease-portal/graphql';

/*
 * The introducers' API at its boundary (decision 2121): types and bounds only, so oversized or
 * mistyped input is refused before anything runs. They are the calculator's GraphQL input's own
 * bounds, looser than the form's rules (names 40, message 250...), which the domain applies after,
 * with the form's own messages; the contact is the GraphQL input's contact.
 */

export class IntroducerLeadBusiness {
  @text() name!: string;
  /** The ABN (AU) or NZBN (NZ). */
  @text() businessNumber!: string;
  @optionalText() location?: string;
  @optionalText() entityType?: string;
}

export class IntroducerLeadVehicle {
  @text() catalogVehicleId!: string;
  @rules(IsOptional(), IsInt(), Min(1900), Max(2200)) catalogYear?: number;
  @rules(IsInt(), Min(0), Max(1_000_000)) distanceKm!: number;
  @rules(IsInt(), Min(1), Max(120)) months!: number;
}

/** POST …/enquiries: a customer who would like a lease specialist to call. */
export class IntroducerEnquiryInput {
  @rules(IsObject(), ValidateNested(), nested(IntroducerLeadBusiness)) business!: IntroducerLeadBusiness;
  @rules(IsObject(), ValidateNested(), nested(EnquiryContact)) contact!: EnquiryContact;
  @rules(IsOptional(), IsInt(), Min(0), Max(1_000_000)) fleetSize?: number;
  @optionalText() yearsTrading?: string;
  @rules(IsOptional(), IsString(), MaxLength(MAX_LEAD_MESSAGE)) message?: string;

  @rules(IsOptional(), IsArray(), ArrayMaxSize(SHORTLIST_MAXIMUM), ValidateNested({ each: true }))
  @Transform(({ value }) => (Array.isArray(value) ? plainToInstance(IntroducerLeadVehicle, value) : value))
  vehicles?: IntroducerLeadVehicle[];
}

/** POST …/call-backs: someone who asked to be called back. */
export class IntroducerCallBackInput {
  @text() firstName!: string;
  @text() lastName!: string;
  @text() phone!: string;
  @text() email!: string;
  @rules(IsOptional(), IsString(), MaxLength(MAX_LEAD_MESSAGE)) message?: string;
}

/** Field paths and their messages, or the input as an instance of its class. */
export function checkedInput<T extends object>(
  type: ClassConstructor<T>,
  plain: unknown,
): { ok: true; input: T } | { ok: false; fields: Record<string, string[]> } {
  if (!plain || typeof plain !== 'object' || Array.isArray(plain))
    return { ok: false, fields: { body: ['Send a JSON object.'] } };
  const { input, fields } = validatedInput(type, plain, {
    forbidUnknownValues: true,
    whitelist: true,
    forbidNonWhitelisted: true,
  });
  return fields ? { ok: false, fields } : { ok: true, input };
}

/** The API's enquiry in the calculator's words: the shortlist of vehicles, the business's number as `abn`. */
export function enquiryOf(input: IntroducerEnquiryInput): Omit<Enquiry, 'enquireType'> {
  const { business, contact } = input;
  return {
    customer: {
      name: business.name,
      abn: business.businessNumber,
      ...(business.location ? { location: business.location } : {}),
      ...(business.entityType ? { entityType: business.entityType } : {}),
    },
    contact: enquiryContactOf(contact),
    ...(input.fleetSize !== undefined ? { fleetSize: input.fleetSize } : {}),
    ...(input.yearsTrading ? { yearsTrading: input.yearsTrading } : {}),
    ...(input.message ? { description: input.message } : {}),
    shortlists: (input.vehicles ?? []).map((vehicle) => ({
      catalogVehicleId: vehicle.catalogVehicleId,
      ...(vehicle.catalogYear ? { catalogYear: vehicle.catalogYear } : {}),
      distance: vehicle.distanceKm,
      distanceUnit: 'km',
      duration: vehicle.months,
      durationUnit: 'month',
    })),
  };
}

export function callBackOf(input: IntroducerCallBackInput): Omit<RequestCallback, 'domain'> {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    contactNumber: input.phone,
    email: input.email,
    ...(input.message ? { message: input.message } : {}),
  };
}
