import { Module, type DynamicModule } from '@nestjs/common';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';

/** Hosts the leave service's features as they are built; it already starts, migrates and reports health. */
@Module({})
export class LeaveModule {
  static forRuntime(runtime: ServiceRuntime): DynamicModule {
    return { module: LeaveModule, providers: [{ provide: runtimeToken('leave'), useValue: runtime }] };
  }
}
