import { Module, type DynamicModule } from '@nestjs/common';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { DeliveryModule } from './delivery/delivery.module';
import { EvaluationModule } from './evaluation/evaluation.module';

/** Hosts the alerts service's features: evaluation decides alerts, delivery sends their messages (docs/alerts.md). */
@Module({})
export class AlertsModule {
  static forRuntime(runtime: ServiceRuntime): DynamicModule {
    return {
      module: AlertsModule,
      imports: [EvaluationModule.forRuntime(runtime), DeliveryModule.forRuntime(runtime)],
      providers: [{ provide: runtimeToken('alerts'), useValue: runtime }],
    };
  }
}
