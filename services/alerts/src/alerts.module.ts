import { Module, type DynamicModule } from '@nestjs/common';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { EvaluationModule } from './evaluation/evaluation.module';

/** Hosts the alerts service's features: evaluation decides alerts (docs/alerts.md). */
@Module({})
export class AlertsModule {
  static forRuntime(runtime: ServiceRuntime): DynamicModule {
    return { module: AlertsModule, imports: [EvaluationModule.forRuntime(runtime)], providers: [{ provide: runtimeToken('alerts'), useValue: runtime }] };
  }
}
