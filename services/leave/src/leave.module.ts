import { Module, type DynamicModule } from '@nestjs/common';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { BalancesImportController } from './balances-import/balances-import.controller';
import { ImportLeaveBalancesHandler } from './balances-import/commands/import-leave-balances/import-leave-balances.handler';

/** Hosts the leave service's features: the balances import so far. */
@Module({})
export class LeaveModule {
  static forRuntime(runtime: ServiceRuntime): DynamicModule {
    return {
      module: LeaveModule,
      controllers: [BalancesImportController],
      providers: [{ provide: runtimeToken('leave'), useValue: runtime }, ImportLeaveBalancesHandler],
    };
  }
}
