import { ADDRESS_ID_MAXIMUM_LENGTH, ADDRESS_QUERY_MAXIMUM_LENGTH } from '@lease-portal/domain';
import { Allow, IsString, MaxLength } from 'class-validator';

export class AddressSuggestionsInput {
  @IsString() @MaxLength(ADDRESS_QUERY_MAXIMUM_LENGTH) query!: string;
  /** The schema's Region enum has already checked each entry. */
  @Allow() countries?: string[] | null;
}

export class AddressDetailsInput {
  @IsString() @MaxLength(ADDRESS_ID_MAXIMUM_LENGTH) id!: string;
}
