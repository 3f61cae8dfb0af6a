import { IsString, MaxLength } from 'class-validator';

/** Longer than any business name or number a register holds. */
export const MAX_BUSINESS_QUERY = 200;

export class BusinessInfoInput {
  @IsString() @MaxLength(MAX_BUSINESS_QUERY) param!: string;
}
