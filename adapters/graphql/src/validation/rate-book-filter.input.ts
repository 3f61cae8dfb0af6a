import { REGIONS } from '@lease-portal/domain';
import { plainToInstance, Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import type { RateBookFilter } from '../generated/graphql';

/** Calculator §9: page sizes and sort keys the catalogue offers. */
export const RATE_BOOK_PAGE_SIZES = [10, 25, 50, 100] as const;
export const RATE_BOOK_SORT_KEYS = ['consumer_price', 'week_leaseprice', 'vehicle_description'] as const;

/** Bounds that keep one search cheap: no legitimate search needs more. */
export const MAX_FILTER_VALUES = 100;
export const MAX_FILTER_TEXT = 200;
const MAX_AMOUNT = 1_000_000;
const MAX_MONTHS = 120;
const MAX_PAGE = 100_000;

const textList = () => [
  IsOptional(),
  IsArray(),
  ArrayMaxSize(MAX_FILTER_VALUES),
  IsString({ each: true }),
  MaxLength(MAX_FILTER_TEXT, { each: true }),
];
const text = () => [IsOptional(), IsString(), MaxLength(MAX_FILTER_TEXT)];
const amount = () => [
  IsOptional(),
  IsNumber({ allowNaN: false, allowInfinity: false }),
  Min(0),
  Max(MAX_AMOUNT),
];
const months = () => [IsOptional(), IsInt(), Min(1), Max(MAX_MONTHS)];

/** Decorators as arrays read more easily than stacks of seven; applies them in order. */
function rules(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
}

export class MakeModelsFilter {
  @rules(IsString(), MaxLength(MAX_FILTER_TEXT))
  make!: string;

  @rules(...textList())
  models?: string[] | null;
}

/** The rate-book filter as the API accepts it (calculator §3 'Search filters'). */
export class RateBookFilterInput implements RateBookFilter {
  @rules(IsOptional(), IsArray(), ArrayMaxSize(MAX_FILTER_VALUES), ValidateNested({ each: true }))
  // @Type would need reflect-metadata; nested instances are what ValidateNested checks.
  @Transform(({ value }) => (Array.isArray(value) ? plainToInstance(MakeModelsFilter, value) : value))
  pair?: MakeModelsFilter[] | null;

  @rules(...textList()) vehicleFueltype?: string[] | null;
  @rules(...textList()) vehicleBodytype?: string[] | null;
  @rules(...textList()) cabType?: string[] | null;

  @rules(
    IsOptional(),
    IsArray(),
    ArrayMaxSize(MAX_FILTER_VALUES),
    IsInt({ each: true }),
    Min(1, { each: true }),
    Max(100, { each: true }),
  )
  vehicleSeats?: number[] | null;

  @rules(...amount()) vehicleMinRRP?: number | null;
  @rules(...amount()) vehicleMaxRRP?: number | null;
  @rules(...textList()) vehicleDriveTrain?: string[] | null;
  @rules(...textList()) vehicleTransmission?: string[] | null;
  @rules(...amount()) minBudget?: number | null;
  @rules(...amount()) maxBudget?: number | null;
  @rules(IsOptional(), IsIn(['weekly', 'monthly'])) budgetType?: 'weekly' | 'monthly' | null;
  @rules(IsOptional(), IsIn([...RATE_BOOK_PAGE_SIZES])) pageSize?: number | null;
  @rules(IsOptional(), IsInt(), Min(1), Max(MAX_PAGE)) currentPage?: number | null;
  @rules(IsOptional(), IsIn([...RATE_BOOK_SORT_KEYS])) sortBy?: (typeof RATE_BOOK_SORT_KEYS)[number] | null;
  @rules(IsOptional(), IsIn(['asc', 'desc'])) sortOrder?: 'asc' | 'desc' | null;
  @rules(...textList()) catalogVehicleId?: string[] | null;
  @rules(...months()) minDuration?: number | null;
  @rules(...months()) maxDuration?: number | null;
  @rules(IsOptional(), IsIn([...REGIONS])) countryCode?: 'AU' | 'NZ' | null;
  @rules(...text()) brokerId?: string | null;
  @rules(...text()) vehicleMake?: string | null;
  @rules(...text()) vehicleModel?: string | null;
  @rules(...text()) vehicleCategory?: string | null;
  @rules(...text()) vehicleNatureGroup?: string | null;
  @rules(...text()) vehicleTrim?: string | null;
  @rules(...text()) vehicleBodystyle?: string | null;
  @rules(...text()) referenceId?: string | null;
  @rules(IsOptional(), IsBoolean()) isCountRow?: boolean | null;
}
