// kafkajs's connection request queue, reached past its public API by quietKafkaRequestQueues.
declare module 'kafkajs/src/network/requestQueue' {
  const RequestQueue: new (...args: unknown[]) => unknown;
  export = RequestQueue;
}
