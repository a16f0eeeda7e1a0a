import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

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
  /** The user's full name, as the console greets them. */
  value: string;
  securityToken: string;
  isAdministrator: boolean;
  loginTime: string;
  permissions: string[];
  mustChangePassword: boolean;
}
