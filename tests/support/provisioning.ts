/**
 * What `npm test` uses for PostgreSQL and Kafka, and which system packages it installs first,
 * decided from facts about the machine. Pure, so every branch is unit-tested; the probing and the
 * starting live in provisioner.ts.
 */

/** What the machine offers, as probed at the start of a run. */
export interface MachineFacts {
  postgres: { url: string; answers: boolean };
  kafka: { brokers: string; answers: boolean };
  /** A Docker engine answered its ping (the `docker` command alone does not count). */
  dockerEngine: boolean;
  /** False when TNA_TEST_DOCKER=0. */
  dockerAllowed: boolean;
}

export type ServiceChoice =
  /** The server at the configured address answers: use it, start nothing. */
  | { use: 'answering' }
  /** Nothing answers, a Docker engine runs: a throwaway container through testcontainers. */
  | { use: 'testcontainers' }
  /** Nothing answers, no Docker engine: the project's own (embedded PostgreSQL, deploy/local/kafka.sh). */
  | { use: 'project' }
  /** Nothing answers at an address on another host: the user meant that server, so the run stops. */
  | { use: 'none'; why: string };

export interface ServicePlan {
  postgres: ServiceChoice;
  kafka: ServiceChoice;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

function postgresHost(url: string): string {
  return new URL(url).hostname;
}

/** The first broker of a `host:port[,host:port]` list: the one a project-started broker stands in for. */
export function firstBroker(brokers: string): { host: string; port: number } {
  const [first] = brokers.split(',');
  const colon = first.lastIndexOf(':');
  return { host: first.slice(0, colon).trim(), port: Number(first.slice(colon + 1)) };
}

function choose(answers: boolean, host: string, address: string, facts: MachineFacts): ServiceChoice {
  if (answers) return { use: 'answering' };
  if (!LOOPBACK.has(host)) return { use: 'none', why: `nothing answers at ${address}, which is on another host` };
  if (facts.dockerEngine && facts.dockerAllowed) return { use: 'testcontainers' };
  return { use: 'project' };
}

export function planServices(facts: MachineFacts): ServicePlan {
  return {
    postgres: choose(facts.postgres.answers, postgresHost(facts.postgres.url), new URL(facts.postgres.url).host, facts),
    kafka: choose(facts.kafka.answers, firstBroker(facts.kafka.brokers).host, facts.kafka.brokers, facts),
  };
}

function describeChoice(choice: ServiceChoice, address: string, project: string): string {
  switch (choice.use) {
    case 'answering':
      return `the one answering at ${address}`;
    case 'testcontainers':
      return 'a testcontainers container (nothing answers, a Docker engine runs)';
    case 'project':
      return `${project} (nothing answers at ${address}, no Docker engine)`;
    case 'none':
      return `none: ${choice.why}`;
  }
}

/** The one line a run logs at its start, so a failing run shows what it tested against. */
export function describePlan(facts: MachineFacts, plan: ServicePlan): string {
  const postgres = describeChoice(plan.postgres, new URL(facts.postgres.url).host, 'embedded PostgreSQL');
  const kafka = describeChoice(plan.kafka, facts.kafka.brokers, `deploy/local/kafka.sh on port ${firstBroker(facts.kafka.brokers).port}`);
  return `test services: PostgreSQL ${postgres}; Kafka ${kafka}`;
}

/** What the machine has of what the tests need from the system's package manager. */
export interface PackageFacts {
  chromium: boolean;
  java: boolean;
  mvn: boolean;
  /** deploy/local/kafka.sh has its jars already, so Maven is not needed. */
  kafkaJarsCached: boolean;
  /** The plan starts the project's broker, which runs on Java (and fetches its jars with Maven once). */
  startsKafka: boolean;
  aptGet: boolean;
  /** root installs directly, sudo through passwordless sudo, none may not install. */
  privilege: 'root' | 'sudo' | 'none';
  /** False when TNA_TEST_INSTALL=0. */
  installAllowed: boolean;
}

export type PackagePlan =
  | { install: [] }
  | { install: string[]; commands: string[][] }
  /** One line for the user; the run stops before doing anything else. */
  | { refuse: string };

/** Debian's package names, as .ci/run installed them before npm test did. */
export const PACKAGES = { chromium: 'chromium', java: 'openjdk-17-jre-headless', mvn: 'maven' } as const;

export function planPackages(facts: PackageFacts): PackagePlan {
  const missing: string[] = [];
  if (!facts.chromium) missing.push(PACKAGES.chromium);
  if (facts.startsKafka && !facts.java) missing.push(PACKAGES.java);
  if (facts.startsKafka && !facts.mvn && !facts.kafkaJarsCached) missing.push(PACKAGES.mvn);
  if (missing.length === 0) return { install: [] };
  const what = `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing`;
  const where = facts.chromium ? '' : ' (Chromium at /usr/bin/chromium)';
  if (!facts.aptGet) return { refuse: `${what} and there is no apt-get: install ${missing.join(' ')} with the system's package manager${where}, then run npm test again` };
  const install = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  if (!facts.installAllowed) return { refuse: `${what} and TNA_TEST_INSTALL=0 forbids installing: run \`sudo sh -c '${install}'\`, then npm test again` };
  if (facts.privilege === 'none') return { refuse: `${what}: run \`sudo sh -c '${install}'\` (npm test does it itself as root or with passwordless sudo), then npm test again` };
  const sudo = facts.privilege === 'sudo' ? ['sudo', '-n'] : [];
  return {
    install: missing,
    commands: [
      [...sudo, 'apt-get', 'update', '-qq'],
      [...sudo, 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', '-qq', ...missing],
    ],
  };
}
