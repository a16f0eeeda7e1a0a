import { describe, expect, it } from 'vitest';
import { describePlan, firstBroker, planPackages, planServices, type MachineFacts, type PackageFacts } from './provisioning';

const machine = (overrides: Partial<MachineFacts> = {}): MachineFacts => ({
  postgres: { url: 'postgres://postgres@127.0.0.1:5432/postgres', answers: true },
  kafka: { brokers: '127.0.0.1:9092', answers: true },
  dockerEngine: false,
  dockerAllowed: true,
  ...overrides,
});

const silentPostgres = { url: 'postgres://postgres@127.0.0.1:5432/postgres', answers: false };
const silentKafka = { brokers: '127.0.0.1:9092', answers: false };

describe('planServices', () => {
  it('uses the servers that answer and starts nothing, Docker or not', () => {
    expect(planServices(machine())).toEqual({ postgres: { use: 'answering' }, kafka: { use: 'answering' } });
    expect(planServices(machine({ dockerEngine: true }))).toEqual({ postgres: { use: 'answering' }, kafka: { use: 'answering' } });
  });

  it('starts testcontainers when nothing answers and a Docker engine runs', () => {
    expect(planServices(machine({ postgres: silentPostgres, kafka: silentKafka, dockerEngine: true }))).toEqual({
      postgres: { use: 'testcontainers' },
      kafka: { use: 'testcontainers' },
    });
  });

  it("starts the project's own servers when nothing answers and no Docker engine runs", () => {
    expect(planServices(machine({ postgres: silentPostgres, kafka: silentKafka }))).toEqual({ postgres: { use: 'project' }, kafka: { use: 'project' } });
  });

  it("starts the project's own servers when Docker runs but TNA_TEST_DOCKER=0 forbids it", () => {
    expect(planServices(machine({ postgres: silentPostgres, kafka: silentKafka, dockerEngine: true, dockerAllowed: false }))).toEqual({
      postgres: { use: 'project' },
      kafka: { use: 'project' },
    });
  });

  it('decides each service on its own', () => {
    expect(planServices(machine({ kafka: silentKafka }))).toEqual({ postgres: { use: 'answering' }, kafka: { use: 'project' } });
    expect(planServices(machine({ postgres: silentPostgres, dockerEngine: true }))).toEqual({ postgres: { use: 'testcontainers' }, kafka: { use: 'answering' } });
  });

  it('never replaces a silent server on another host: the user meant that one', () => {
    const plan = planServices(
      machine({ postgres: { url: 'postgres://tna@db.example:5432/postgres', answers: false }, kafka: { brokers: 'kafka.example:9092,127.0.0.1:9092', answers: false }, dockerEngine: true }),
    );
    expect(plan.postgres).toEqual({ use: 'none', why: 'nothing answers at db.example:5432, which is on another host' });
    expect(plan.kafka).toEqual({ use: 'none', why: 'nothing answers at kafka.example:9092,127.0.0.1:9092, which is on another host' });
  });

  it('treats localhost as this machine', () => {
    expect(planServices(machine({ postgres: { url: 'postgres://postgres@localhost:6543/postgres', answers: false }, kafka: { brokers: 'localhost:19092', answers: false } }))).toEqual({
      postgres: { use: 'project' },
      kafka: { use: 'project' },
    });
  });
});

describe('describePlan', () => {
  it('says in one line what each service is and why', () => {
    const facts = machine({ kafka: { brokers: '127.0.0.1:19092', answers: false } });
    const line = describePlan(facts, planServices(facts));
    expect(line).toBe(
      'test services: PostgreSQL the one answering at 127.0.0.1:5432; Kafka deploy/local/kafka.sh on port 19092 (nothing answers at 127.0.0.1:19092, no Docker engine)',
    );
    expect(line).not.toContain('\n');
  });

  it('names testcontainers when it is the choice', () => {
    const facts = machine({ postgres: silentPostgres, dockerEngine: true });
    expect(describePlan(facts, planServices(facts))).toContain('PostgreSQL a testcontainers container (nothing answers, a Docker engine runs)');
  });
});

describe('firstBroker', () => {
  it('reads host and port of the first broker', () => {
    expect(firstBroker('127.0.0.1:29092,127.0.0.1:29093')).toEqual({ host: '127.0.0.1', port: 29092 });
  });
});

const packages = (overrides: Partial<PackageFacts> = {}): PackageFacts => ({
  chromium: true,
  java: true,
  mvn: true,
  kafkaJarsCached: true,
  startsKafka: false,
  aptGet: true,
  privilege: 'root',
  installAllowed: true,
  ...overrides,
});

describe('planPackages', () => {
  it('installs nothing when everything is there', () => {
    expect(planPackages(packages())).toEqual({ install: [] });
  });

  it('installs a missing Chromium as root with apt-get', () => {
    expect(planPackages(packages({ chromium: false }))).toEqual({
      install: ['chromium'],
      commands: [
        ['apt-get', 'update', '-qq'],
        ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', '-qq', 'chromium'],
      ],
    });
  });

  it('goes through passwordless sudo for a user who has it', () => {
    const plan = planPackages(packages({ chromium: false, privilege: 'sudo' }));
    expect(plan).toMatchObject({ commands: [['sudo', '-n', 'apt-get', 'update', '-qq'], ['sudo', '-n', 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', '-qq', 'chromium']] });
  });

  it('stops with one line saying how when the user may not install', () => {
    expect(planPackages(packages({ chromium: false, privilege: 'none' }))).toEqual({
      refuse: "chromium is missing: run `sudo sh -c 'apt-get update && apt-get install -y chromium'` (npm test does it itself as root or with passwordless sudo), then npm test again",
    });
  });

  it('stops with one line when TNA_TEST_INSTALL=0 forbids installing, even as root', () => {
    const plan = planPackages(packages({ chromium: false, installAllowed: false }));
    expect(plan).toEqual({ refuse: "chromium is missing and TNA_TEST_INSTALL=0 forbids installing: run `sudo sh -c 'apt-get update && apt-get install -y chromium'`, then npm test again" });
  });

  it('stops with one line on a system without apt-get', () => {
    const plan = planPackages(packages({ chromium: false, aptGet: false }));
    expect(plan).toEqual({ refuse: "chromium is missing and there is no apt-get: install chromium with the system's package manager (Chromium at /usr/bin/chromium), then run npm test again" });
    expect(planPackages(packages({ java: false, startsKafka: true, aptGet: false }))).toEqual({
      refuse: "openjdk-17-jre-headless is missing and there is no apt-get: install openjdk-17-jre-headless with the system's package manager, then run npm test again",
    });
  });

  it('needs Java, and Maven while the jars are not cached, only when it starts the broker itself', () => {
    expect(planPackages(packages({ java: false, mvn: false, kafkaJarsCached: false }))).toEqual({ install: [] });
    expect(planPackages(packages({ java: false, mvn: false, kafkaJarsCached: false, startsKafka: true }))).toMatchObject({ install: ['openjdk-17-jre-headless', 'maven'] });
    expect(planPackages(packages({ java: false, mvn: false, kafkaJarsCached: true, startsKafka: true }))).toMatchObject({ install: ['openjdk-17-jre-headless'] });
  });
});
