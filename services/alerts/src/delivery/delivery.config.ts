import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Min } from 'class-validator';
import { loadConfig } from '@tna/platform';

const toInt = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value));

/** Delivery's settings from the environment (docs/alerts.md, "Delivery"); a bad value stops the start. */
export class DeliveryEnvironment {
  /** A folder of `<kind>.email.hbs` / `<kind>.sms.hbs` files replacing the shipped templates of their names. */
  @IsOptional() @IsString() TNA_ALERT_TEMPLATES_DIR?: string;
  /** How often delivery looks for new alerts and due messages when nothing kicks it (default 1000). */
  @IsOptional() @Transform(toInt) @IsInt() @Min(50) TNA_ALERT_POLL_MS?: number;
  /** The first retry's wait after a temporary failure, doubling after each (default 60000: eight attempts over about two hours). */
  @IsOptional() @Transform(toInt) @IsInt() @Min(10) TNA_ALERT_RETRY_BASE_MS?: number;
}

export interface DeliveryConfig {
  templatesDir?: string;
  pollMs: number;
  retryBaseMs: number;
}

export function loadDeliveryConfig(env: NodeJS.ProcessEnv = process.env): DeliveryConfig {
  const e = loadConfig(DeliveryEnvironment, env);
  return { templatesDir: e.TNA_ALERT_TEMPLATES_DIR, pollMs: e.TNA_ALERT_POLL_MS ?? 1000, retryBaseMs: e.TNA_ALERT_RETRY_BASE_MS ?? 60_000 };
}
