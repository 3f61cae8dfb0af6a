import { FILE_KINDS, MAX_FILE_BYTES, type FileKind } from '@lease-portal/domain';
import { IsIn, IsInt, IsOptional, IsString, Length, Max, Min } from 'class-validator';

/** A file to upload or save: the names are checked for length here, the type against the kind in the domain. */
export class FileInputDto {
  @IsString() @Length(1, 255) fileName!: string;
  @IsString() @Length(1, 255) mimeType!: string;
  /** Over the limit is the domain's refusal, with the journey's own message. */
  @IsOptional() @IsInt() @Min(0) @Max(2 * MAX_FILE_BYTES) size?: number | null;
  @IsOptional() @IsString() @Length(1, 100) uuid?: string | null;
  @IsOptional() @IsString() @Length(1, 100) applicationId?: string | null;
  @IsOptional() @IsIn(FILE_KINDS) kind?: FileKind | null;
}

export class FileUuidInput {
  @IsString() @Length(1, 100) uuid!: string;
}
