import type { INestApplication } from '@nestjs/common';
import type { MicroserviceOptions, NestMicroservice } from '@nestjs/microservices';
import type { BusTransport } from './bus.transport';
import { HandlerErrorsFilter } from './handler-errors.filter';

/**
 * Connects the transport to the host's application with `HandlerErrorsFilter` in place. A hybrid
 * application's microservice registers its handlers (and fixes their filters) as soon as it is
 * connected, so a filter added afterwards is ignored; here it is added in between, and the rest
 * is what `connectMicroservice` itself does (the modules' init hooks belong to the application).
 */
export function connectBusTransport(app: INestApplication, transport: BusTransport): void {
  const microservice = app.connectMicroservice<MicroserviceOptions>({ strategy: transport }, { deferInitialization: true }) as unknown as NestMicroservice;
  microservice.useGlobalFilters(new HandlerErrorsFilter());
  microservice.registerListeners();
  microservice.setIsInitialized(true);
  microservice.setIsInitHookCalled(true);
}
