import { Module, type DynamicModule } from '@nestjs/common';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { DeliveryModule } from './delivery/delivery.module';

/** Hosts the alerts service's features: delivery of the alerts' messages (docs/alerts.md). */
@Module({})
export class AlertsModule {
  static forRuntime(runtime: ServiceRuntime): DynamicModule {
    return { module: AlertsModule, imports: [DeliveryModule.forRuntime(runtime)], providers: [{ provide: runtimeToken('alerts'), useValue: runtime }] };
  }
}
