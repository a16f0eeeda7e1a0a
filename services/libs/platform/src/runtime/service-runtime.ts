import type { DynamicModule } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import type { ServiceName } from '@tna/contracts';
import type { MessageBus } from '../bus/message-bus';
import type { TypeOrmClass } from '../database/service-data-source';
import type { PlatformConfig } from '../config/platform-config';
import type { ConnectionWatchdog } from '../database/connection-watchdog';
import type { OutboxRelay } from '../outbox/outbox-relay';

/** What one service has at run time, whichever mode hosts it. */
export interface ServiceRuntime {
  service: ServiceName;
  config: PlatformConfig;
  dataSource: DataSource;
  bus: MessageBus;
  relay: OutboxRelay;
  /** Closes the connections the network lost silently; its count is in `/metrics`. */
  watchdog: ConnectionWatchdog;
  logger: Logger;
}

/** How a service plugs into a host process: its tables and its Nest module. */
export interface ServiceDefinition {
  name: ServiceName;
  entities: TypeOrmClass[];
  migrations: TypeOrmClass[];
  module(runtime: ServiceRuntime): DynamicModule;
  /** It sends commands: its process joins the replies topic at start, not on its first command. */
  sendsCommands?: true;
}

/** The injection token of a service's runtime; each service injects only its own. */
export function runtimeToken(service: ServiceName): string {
  return `tna:runtime:${service}`;
}
