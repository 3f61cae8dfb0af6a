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
  validateSync,
  type ValidationError,
} from 'class-validator';
import { SHORTLIST_MAXIMUM, type Enquiry, type RequestCallback } from '@lease-portal/domain';

/*
 * The introducers' API at its boundary (decision 2121): types and bounds only, so oversized or
 * mistyped input is refused before anything runs. They are looser than the calculator's form rules
 * (names 40, message 250...), which the domain applies after, with the form's own messages.
 */
const MAX_TEXT = 200;
const MAX_MESSAGE = 1000;

function rules(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
}
const text = () => rules(IsString(), MaxLength(MAX_TEXT));
const optionalText = () => rules(IsOptional(), IsString(), MaxLength(MAX_TEXT));
const nested = <T>(type: new () => T) =>
  Transform(({ value }) => (value && typeof value === 'object' ? plainToInstance(type, value) : value));

export class IntroducerLeadBusiness {
  @text() name!: string;
  /** The ABN (AU) or NZBN (NZ). */
  @text() businessNumber!: string;
  @optionalText() location?: string;
  @optionalText() entityType?: string;
}

export class IntroducerLeadContact {
  @text() firstName!: string;
  @text() lastName!: string;
  @text() phone!: string;
  @text() email!: string;
  @optionalText() location?: string;
  @optionalText() postCode?: string;
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
  @rules(IsObject(), ValidateNested(), nested(IntroducerLeadContact)) contact!: IntroducerLeadContact;
  @rules(IsOptional(), IsInt(), Min(0), Max(1_000_000)) fleetSize?: number;
  @optionalText() yearsTrading?: string;
  @rules(IsOptional(), IsString(), MaxLength(MAX_MESSAGE)) message?: string;

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
  @rules(IsOptional(), IsString(), MaxLength(MAX_MESSAGE)) message?: string;
}

/** Field paths and their messages, or the input as an instance of its class. */
export function checkedInput<T extends object>(
  type: ClassConstructor<T>,
  plain: unknown,
): { ok: true; input: T } | { ok: false; fields: Record<string, string[]> } {
  if (!plain || typeof plain !== 'object' || Array.isArray(plain))
    return { ok: false, fields: { body: ['Send a JSON object.'] } };
  const input = plainToInstance(type, { ...(plain as object) });
  const errors = validateSync(input, {
    forbidUnknownValues: true,
    whitelist: true,
    forbidNonWhitelisted: true,
  });
  return errors.length === 0 ? { ok: true, input } : { ok: false, fields: fieldMessages(errors) };
}

function fieldMessages(errors: ValidationError[], prefix = ''): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const error of errors) {
    const path = prefix + error.property;
    if (error.constraints) fields[path] = Object.values(error.constraints);
    Object.assign(fields, fieldMessages(error.children ?? [], `${path}.`));
  }
  return fields;
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
    contact: {
      firstName: contact.firstName,
      lastName: contact.lastName,
      phone: contact.phone,
      email: contact.email,
      ...(contact.location ? { location: contact.location } : {}),
      ...(contact.postCode ? { postCode: contact.postCode } : {}),
    },
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
