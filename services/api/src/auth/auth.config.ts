import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { loadConfig, publicUrl } from '@tna/platform';
import { normaliseAddress } from './client-address.util';
import type { ThrottlePolicy } from './domain/login-throttle';
import type { SessionLimits } from './domain/session-token';

const toInt = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value));

/** The security settings read from the environment (docs/security.md); a bad value stops the start. */
export class AuthEnvironment {
  @IsOptional() @Transform(toInt) @IsInt() @Min(1) TNA_SESSION_IDLE_MINUTES?: number;
  @IsOptional() @Transform(toInt) @IsInt() @Min(1) TNA_SESSION_MAX_HOURS?: number;

  @IsOptional() @Transform(toInt) @IsInt() @Min(1) TNA_LOGIN_SLOWDOWN_AFTER?: number;
  @IsOptional() @Transform(toInt) @IsInt() @Min(1) TNA_LOGIN_LOCK_AFTER?: number;
  @IsOptional() @Transform(toInt) @IsInt() @Min(1) TNA_LOGIN_ADDRESS_SLOWDOWN_AFTER?: number;
  @IsOptional() @Transform(toInt) @IsInt() @Min(1) TNA_LOGIN_ADDRESS_LOCK_AFTER?: number;
  @IsOptional() @Transform(toInt) @IsInt() @Min(1) TNA_LOGIN_LOCK_MINUTES?: number;
  @IsOptional() @Transform(toInt) @IsInt() @Min(1) TNA_LOGIN_WINDOW_MINUTES?: number;

  @IsOptional() @Transform(toInt) @IsInt() @Min(1) @Max(3650) TNA_PASSWORD_MAX_AGE_DAYS?: number;
  @IsOptional() @Transform(toInt) @IsInt() @Min(1) @Max(256) TNA_PASSWORD_MIN_LENGTH?: number;
  @IsOptional() @Transform(toInt) @IsInt() @Min(1) @Max(1440) TNA_PASSWORD_RESET_MINUTES?: number;

  @IsOptional() @Matches(/^https?:\/\/[^\s]+$/, { message: 'TNA_PUBLIC_URL must be the http(s) address users open the console at' }) TNA_PUBLIC_URL?: string;

  @IsOptional() @Matches(/^[A-Za-z0-9-]{1,64}$/, { message: 'TNA_TRUSTED_USER_HEADER must be a header name' }) TNA_TRUSTED_USER_HEADER?: string;
  @IsOptional() @Matches(/^[0-9a-fA-F.:]+(,[0-9a-fA-F.:]+)*$/, { message: 'TNA_TRUSTED_PROXIES must be IP addresses separated by commas' }) TNA_TRUSTED_PROXIES?: string;

  @IsOptional() @IsString() TNA_TIME_ZONE?: string;
}

export interface AuthConfig {
  session: SessionLimits;
  userThrottle: ThrottlePolicy;
  addressThrottle: ThrottlePolicy;
  password: { maxAgeDays?: number; minLength: number; resetMinutes: number };
  /** The console's address for links in mails; the mail server itself is the platform's (TNA_SMTP_URL). */
  mail: { publicUrl?: string };
  /** Lower-cased header name, or undefined: Windows authentication is off. */
  trustedUserHeader?: string;
  trustedProxies: ReadonlySet<string>;
  timeZone: string;
}

export const AUTH_CONFIG = Symbol('AUTH_CONFIG');

export function loadAuthConfig(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  const e = loadConfig(AuthEnvironment, env);
  const lockMinutes = e.TNA_LOGIN_LOCK_MINUTES ?? 15;
  const windowMinutes = e.TNA_LOGIN_WINDOW_MINUTES ?? 15;
  const throttle = (slowdownAfter: number, lockAfter: number): ThrottlePolicy => ({ slowdownAfter, lockAfter, lockMinutes, windowMinutes, maxDelaySeconds: 60 });
  return {
    session: { idleMinutes: e.TNA_SESSION_IDLE_MINUTES ?? 60, absoluteHours: e.TNA_SESSION_MAX_HOURS ?? 12 },
    userThrottle: throttle(e.TNA_LOGIN_SLOWDOWN_AFTER ?? 3, e.TNA_LOGIN_LOCK_AFTER ?? 10),
    // Higher by default: many honest users may share one address behind a NAT.
    addressThrottle: throttle(e.TNA_LOGIN_ADDRESS_SLOWDOWN_AFTER ?? 10, e.TNA_LOGIN_ADDRESS_LOCK_AFTER ?? 50),
    password: { maxAgeDays: e.TNA_PASSWORD_MAX_AGE_DAYS, minLength: e.TNA_PASSWORD_MIN_LENGTH ?? 8, resetMinutes: e.TNA_PASSWORD_RESET_MINUTES ?? 30 },
    mail: { publicUrl: publicUrl(e) },
    trustedUserHeader: e.TNA_TRUSTED_USER_HEADER?.toLowerCase(),
    trustedProxies: new Set((e.TNA_TRUSTED_PROXIES ?? '').split(',').filter(Boolean).map(normaliseAddress)),
    timeZone: e.TNA_TIME_ZONE ?? 'UTC',
  };
}
