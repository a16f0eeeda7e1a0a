#!/usr/bin/env node
// One readiness probe for deploy/local/kafka.sh: exits 0 only when the broker answers
// a real client request (admin connect + list topics), not merely when the port is open.
// Usage: node ready.cjs <host:port>   (kafka.sh loops on it until its own deadline)
'use strict';

const { Kafka, logLevel } = require('kafkajs');

const broker = process.argv[2] || '127.0.0.1:9092';
const kafka = new Kafka({
  clientId: 'tna-kafka-sh-ready',
  brokers: [broker],
  // Fail fast: the caller retries, so a hung attempt would only waste its deadline.
  connectionTimeout: 1000,
  requestTimeout: 3000,
  retry: { retries: 0 },
  logLevel: logLevel.NOTHING,
});

(async () => {
  const admin = kafka.admin();
  try {
    await admin.connect();
    await admin.listTopics();
    process.exitCode = 0;
  } catch (err) {
    if (process.env.KAFKA_READY_VERBOSE) console.error(String(err && err.message ? err.message : err));
    process.exitCode = 1;
  } finally {
    await admin.disconnect().catch(() => {});
  }
})();
