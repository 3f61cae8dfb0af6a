import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, Length } from 'class-validator';

/**
 * saveDrivingLicense's arguments at the boundary: ids of sensible length and a role the contract
 * names. Which files and whose check are the domain's rules (the files are read from storage, so a
 * name or type sent beside a uuid is not trusted).
 */
export class SaveDrivingLicenseInput {
  @IsString() @Length(1, 100) applicationId!: string;
  @IsArray() @ArrayMaxSize(10) @IsString({ each: true }) @Length(1, 100, { each: true }) fileUuids!: string[];
  @IsIn(['primary', 'secondary']) applicantType!: string;
  @IsOptional() @IsString() @Length(1, 100) journeyId?: string | null;
}
