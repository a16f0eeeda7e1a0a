// Apart from kafka.ts so that npm test's provisioner, which runs before the build, loads no workspace package.
export const KAFKA_BROKERS = process.env.KAFKA_BROKERS ?? '127.0.0.1:9092';
