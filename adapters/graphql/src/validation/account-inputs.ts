import { IsString, MaxLength } from 'class-validator';

/** Longer than any real address (RFC 5321 allows 254) or password: refused before any hashing. */
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PASSWORD_LENGTH = 256;
export const MAX_RESET_HASH_LENGTH = 200;

export class LoginInput {
  @IsString()
  @MaxLength(MAX_EMAIL_LENGTH)
  email!: string;

  @IsString()
  @MaxLength(MAX_PASSWORD_LENGTH)
  password!: string;
}

export class PasswordResetRequestInput {
  @IsString()
  @MaxLength(MAX_EMAIL_LENGTH)
  email!: string;
}

export class PasswordLinkInput {
  @IsString()
  @MaxLength(MAX_EMAIL_LENGTH)
  email!: string;

  @IsString()
  @MaxLength(MAX_RESET_HASH_LENGTH)
  hash!: string;
}

export class ResetPasswordInput {
  @IsString()
  @MaxLength(MAX_EMAIL_LENGTH)
  email!: string;

  @IsString()
  @MaxLength(MAX_RESET_HASH_LENGTH)
  hash!: string;

  @IsString()
  @MaxLength(MAX_PASSWORD_LENGTH)
  password!: string;
}
