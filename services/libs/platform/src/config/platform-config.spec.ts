import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, PlatformConfig } from './platform-config';

describe('loadConfig', () => {
  it('reads and converts the variables a service needs', () => {
    const config = loadConfig(PlatformConfig, { PORT: '8081', DATABASE_URL: 'postgres://u@h:5432/tna', KAFKA_BROKERS: 'a:9092,b:9092', KAFKA_NAMESPACE: 'plant-2' });
    expect(config).toMatchObject({ PORT: 8081, DATABASE_URL: 'postgres://u@h:5432/tna', KAFKA_BROKERS: 'a:9092,b:9092', KAFKA_NAMESPACE: 'plant-2' });
  });

  it('takes an empty variable as unset, as embedded mode needs', () => {
    expect(loadConfig(PlatformConfig, { DATABASE_URL: '', KAFKA_BROKERS: '' })).toMatchObject({ DATABASE_URL: undefined, KAFKA_BROKERS: undefined });
  });

  it('refuses to start with a message naming every bad variable', () => {
    const attempt = () => loadConfig(PlatformConfig, { PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', KAFKA_BROKERS: 'a:1, b:2' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*KAFKA_BROKERS[\s\S]*LOG_LEVEL/);
  });

  it('takes SMTP URLs with or without a login, port or options', () => {
    for (const url of ['smtp://mail.example.test', 'smtp://user:p%40ss@mail.example.test:587', 'smtps://mail.example.test:465/', 'smtp://[::1]:25', 'smtp://relay:25?pool=true']) {
      expect(loadConfig(PlatformConfig, { TNA_SMTP_URL: url }).TNA_SMTP_URL).toBe(url);
    }
  });

  it('refuses an SMTP setting that is not an smtp:// URL, naming it', () => {
    for (const url of ['mail.example.test:25', 'http://mail.example.test', 'smtp://', 'smtp://user@pass@host']) {
      expect(() => loadConfig(PlatformConfig, { TNA_SMTP_URL: url })).toThrow(/TNA_SMTP_URL must be smtp:\/\/\[user:password@\]host\[:port\]/);
    }
  });

  it('keeps handled messages 15 days or more, refusing a shorter retention than Kafka may hand a message out', () => {
    for (const days of [15, 90]) expect(loadConfig(PlatformConfig, { TNA_HANDLED_MESSAGES_DAYS: String(days) }).TNA_HANDLED_MESSAGES_DAYS).toBe(days);
    for (const days of ['14', '7', '0', 'a month']) expect(() => loadConfig(PlatformConfig, { TNA_HANDLED_MESSAGES_DAYS: days })).toThrow(/TNA_HANDLED_MESSAGES_DAYS/);
  });

  const twilio = { TNA_TWILIO_ACCOUNT_SID: `AC${'0a'.repeat(16)}`, TNA_TWILIO_AUTH_TOKEN: 'token', TNA_TWILIO_FROM: '+27215550100' };

  it('takes the three Twilio settings together, with or without a base URL', () => {
    expect(loadConfig(PlatformConfig, twilio)).toMatchObject(twilio);
    expect(loadConfig(PlatformConfig, { ...twilio, TNA_TWILIO_BASE_URL: 'http://127.0.0.1:4010' }).TNA_TWILIO_BASE_URL).toBe('http://127.0.0.1:4010');
  });

  it('refuses Twilio settings that are incomplete or malformed, naming each', () => {
    expect(() => loadConfig(PlatformConfig, { TNA_TWILIO_ACCOUNT_SID: twilio.TNA_TWILIO_ACCOUNT_SID })).toThrow(
      /TNA_TWILIO_AUTH_TOKEN: TNA_TWILIO_ACCOUNT_SID, TNA_TWILIO_AUTH_TOKEN and TNA_TWILIO_FROM are set together[\s\S]*TNA_TWILIO_FROM: /,
    );
    const attempt = () => loadConfig(PlatformConfig, { ...twilio, TNA_TWILIO_ACCOUNT_SID: 'SK123', TNA_TWILIO_FROM: '0215550100', TNA_TWILIO_BASE_URL: 'api.twilio.com' });
    expect(attempt).toThrow(/TNA_TWILIO_ACCOUNT_SID must be AC[\s\S]*TNA_TWILIO_FROM must be a phone number in E.164 form[\s\S]*TNA_TWILIO_BASE_URL must be/);
  });
});
