import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';

export class UserLoginRequest {
  @IsString()
  @IsNotEmpty()
  @MaxLength(128)
  username: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(256)
  password: string;
}

export interface UserLoginResponse {
  /** The system user's id (GetLeaveAppsToApprove and other per-user reads take it). */
  userID: string;
  /** The user's full name, as the console greets them. */
  value: string;
  securityToken: string;
  isAdministrator: boolean;
  loginTime: string;
  /** The granted flag names; every flag for an administrator. */
  permissions: string[];
  /** The password has expired: until it is changed the session may only call ChangePassword and logout. */
  mustChangePassword: boolean;
  /** The web-clock-in block: the console sends every guarded page to /webclocking. Absent means false. */
  webClockingOnly?: boolean;
}

export class ChangePasswordRequest {
  @IsString()
  @IsNotEmpty()
  @MaxLength(256)
  currentPassword: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(256)
  newPassword: string;
}

export interface ChangePasswordResponse {
  mustChangePassword: false;
}

export class ForgotPasswordRequest {
  @IsEmail()
  @MaxLength(254)
  email: string;
}

/** The same answer whether or not an account uses the address, so it tells nobody which do. */
export interface ForgotPasswordResponse {
  message: string;
}

export class ResetPasswordRequest {
  /** The token of the e-mailed link: 43 URL-safe characters. */
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{20,100}$/, { message: 'token is not a reset link token' })
  token: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(256)
  newPassword: string;
}

/** GetSecurityTemplateForUser: what a user may do and through which template. */
export interface SecurityTemplateForUser {
  userID: string;
  isAdministrator: boolean;
  securityTemplateID: string | null;
  /** The template's name; null for a user without one. */
  name: string | null;
  permissions: string[];
}
