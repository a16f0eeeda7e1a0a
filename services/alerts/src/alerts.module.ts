import { Module, type DynamicModule } from '@nestjs/common';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';

/** Hosts the alerts service's features as they are built; it already starts, migrates and reports health. */
@Module({})
export class AlertsModule {
  static forRuntime(runtime: ServiceRuntime): DynamicModule {
    return { module: AlertsModule, providers: [{ provide: runtimeToken('alerts'), useValue: runtime }] };
  }
}
