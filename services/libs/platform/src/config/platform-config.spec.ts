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
});
