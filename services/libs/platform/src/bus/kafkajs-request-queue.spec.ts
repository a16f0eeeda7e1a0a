import { afterEach, describe, expect, it } from 'vitest';
import RequestQueue from 'kafkajs/src/network/requestQueue';
import { quietKafkaRequestQueues } from './kafkajs-request-queue';

interface Queue {
  pending: unknown[];
  throttledUntil: number;
  throttleCheckTimeoutId: NodeJS.Timeout | null | undefined;
  checkPendingRequests(): void;
  canSendSocketRequestImmediately(): boolean;
}

const silent = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

function aQueue(): Queue {
  const queue = new RequestQueue({
    instrumentationEmitter: null,
    maxInFlightRequests: 1,
    requestTimeout: 30_000,
    enforceRequestTimeout: false,
    clientId: 'test',
    broker: '127.0.0.1:9092',
    logger: silent,
    isConnected: () => true,
  }) as unknown as Queue;
  opened.push(queue);
  return queue;
}

const opened: Queue[] = [];
afterEach(() => {
  for (const queue of opened.splice(0)) clearTimeout(queue.throttleCheckTimeoutId ?? undefined);
});

describe('quietKafkaRequestQueues', () => {
  quietKafkaRequestQueues();

  it('schedules no check of an idle connection’s queue: nothing waits and the broker does not throttle', () => {
    const queue = aQueue();

    // What kafkajs does after every answered request.
    queue.checkPendingRequests();

    expect(queue.throttleCheckTimeoutId ?? null).toBeNull();
  });

  it('still schedules one while the broker throttles, and while a request waits to be sent', () => {
    const throttled = aQueue();
    throttled.throttledUntil = Date.now() + 1_000;
    throttled.checkPendingRequests();
    expect(throttled.throttleCheckTimeoutId).toBeTruthy();

    const waiting = aQueue();
    // In flight to the limit: the waiting request stays pending, to be sent by the scheduled check.
    waiting.canSendSocketRequestImmediately = () => false;
    waiting.pending.push({ correlationId: 1 });
    waiting.checkPendingRequests();
    expect(waiting.throttleCheckTimeoutId).toBeTruthy();
  });
});
