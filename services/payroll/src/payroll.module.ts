import { Module, type DynamicModule } from '@nestjs/common';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';

/** Hosts the payroll service's features as they are built; it already starts, migrates and reports health. */
@Module({})
export class PayrollModule {
  static forRuntime(runtime: ServiceRuntime): DynamicModule {
    return { module: PayrollModule, providers: [{ provide: runtimeToken('payroll'), useValue: runtime }] };
  }
}
