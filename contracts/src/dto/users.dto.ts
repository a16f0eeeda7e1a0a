import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { PERMISSIONS, type Permission } from '../permissions';
import { ListRequest } from './list.dto';

/** System user status: only active users can log in; deactivating one ends their sessions. */
export const SYSTEM_USER_STATUSES = [
  { value: 1, label: 'Active' },
  { value: 0, label: 'Inactive' },
] as const;
export type SystemUserStatus = (typeof SYSTEM_USER_STATUSES)[number]['value'];
const STATUS_VALUES = SYSTEM_USER_STATUSES.map((status) => status.value);

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The fields a system user form sends on create and update. */
class SystemUserFields {
  /** Letters, digits and `. _ @ -`: what directory accounts and e-mail-style names use. */
  @IsString()
  @Matches(/^[A-Za-z0-9._@-]{1,64}$/, { message: 'username must be 1 to 64 letters, digits or . _ @ -' })
  username: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  fullName: string;

  @IsBoolean()
  isAdministrator: boolean;

  @IsIn(STATUS_VALUES)
  status: SystemUserStatus;

  /** Required for everyone but administrators, whom no template limits. */
  @ValidateIf((user: SystemUserFields) => !user.isAdministrator || user.securityTemplateID != null)
  @IsUUID()
  securityTemplateID?: string | null;

  /** The user's own employee record: they may not authorise or unauthorise its hours. */
  @IsOptional()
  @IsUUID()
  employeeID?: string | null;

  /** Password expiry date (YYYY-MM-DD); blank means the password never expires. */
  @IsOptional()
  @Matches(DATE, { message: 'expiresOn must be a date as YYYY-MM-DD' })
  expiresOn?: string | null;

  @IsOptional()
  @Matches(/^\+?[0-9 ()-]{3,30}$/, { message: 'cellPhone must be a phone number' })
  cellPhone?: string | null;

  @IsOptional()
  @IsEmail()
  @MaxLength(254)
  email?: string | null;

  @IsOptional()
  @IsUUID()
  userTeamID?: string | null;

  /** The web-clock-in block: the console shows this user only the web clocking page. */
  @IsOptional()
  @IsBoolean()
  webClockingOnly?: boolean;
}

export class CreateSystemUserRequest extends SystemUserFields {
  /** Checked against the password policy (TNA_PASSWORD_MIN_LENGTH) by the api. */
  @IsString()
  @IsNotEmpty()
  @MaxLength(256)
  password: string;
}

export class UpdateSystemUserRequest extends SystemUserFields {
  @IsUUID()
  id: string;

  /** Blank keeps the password; a new one replaces it and ends the user's sessions. */
  @IsOptional()
  @IsString()
  @MaxLength(256)
  password?: string | null;

  /** The version the form was loaded with: a stale one answers 409. */
  @IsOptional()
  @IsInt()
  version?: number;
}

export interface SystemUser {
  id: string;
  username: string;
  fullName: string;
  isAdministrator: boolean;
  status: SystemUserStatus;
  securityTemplateID: string | null;
  securityTemplateName: string | null;
  employeeID: string | null;
  expiresOn: string | null;
  cellPhone: string | null;
  email: string | null;
  userTeamID: string | null;
  userTeamName: string | null;
  webClockingOnly: boolean;
  version: number;
}

export class SystemUserListRequest extends ListRequest {
  @IsOptional()
  @IsIn(STATUS_VALUES)
  status?: SystemUserStatus;

  @IsOptional()
  @IsUUID()
  securityTemplateID?: string;

  @IsOptional()
  @IsUUID()
  userTeamID?: string;
}

export class CreateSecurityTemplateRequest {
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  name: string;

  /** The granted flags by name (`contracts` PERMISSIONS); any other name is refused. */
  @IsArray()
  @ArrayUnique()
  @ArrayMaxSize(PERMISSIONS.length)
  @IsIn(PERMISSIONS, { each: true })
  permissions: Permission[];
}

export class UpdateSecurityTemplateRequest extends CreateSecurityTemplateRequest {
  @IsUUID()
  id: string;

  @IsOptional()
  @IsInt()
  version?: number;
}

export interface SecurityTemplate {
  id: string;
  name: string;
  permissions: Permission[];
  /** How many system users the template is assigned to. */
  userCount: number;
  version: number;
}

export class CreateUserTeamRequest {
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  name: string;

  /** 1 is the lowest; a team approves the requests of teams with a lower level. */
  @IsInt()
  @Min(1)
  @Max(99)
  authorityLevel: number;
}

export class UpdateUserTeamRequest extends CreateUserTeamRequest {
  @IsUUID()
  id: string;

  @IsOptional()
  @IsInt()
  version?: number;
}

export interface UserTeamMember {
  id: string;
  username: string;
  fullName: string;
}

export interface UserTeam {
  id: string;
  name: string;
  authorityLevel: number;
  /** The system users whose user team this is. */
  members: UserTeamMember[];
  version: number;
}

export class AuditLogRequest extends ListRequest {
  @IsOptional()
  @IsUUID()
  userID?: string;

  @IsOptional()
  @Matches(DATE, { message: 'from must be a date as YYYY-MM-DD' })
  from?: string;

  @IsOptional()
  @Matches(DATE, { message: 'to must be a date as YYYY-MM-DD' })
  to?: string;
}

export interface AuditEntry {
  id: string;
  at: string;
  userID: string | null;
  username: string | null;
  /** `login`, `login-failed`, `login-refused`, `logout`, `password-changed`, `password-reset`, or the call name of a change. */
  action: string;
  targetID: string | null;
  remoteAddress: string | null;
  /** The call's status and its input with passwords and tokens left out. */
  details: Record<string, unknown>;
}

/** The `ID` query parameter of the Get and Delete calls. */
export class RecordIDQuery {
  @IsUUID()
  ID: string;
}

/** GetSecurityTemplateForUser's `UserID` query parameter. */
export class UserIDQuery {
  @IsUUID()
  UserID: string;
}
