import { Inject, Module, type DynamicModule, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { CommandGateway, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { AuthController } from './auth/auth.controller';
import { ensureAdministrator } from './auth/administrator-bootstrap';
import { CallGuard } from './auth/call.guard';
import { UserLoginHandler } from './auth/commands/user-login/user-login.handler';
import { SESSION_LIMITS } from './auth/session';
import { SessionStore } from './auth/session.store';
import { CatalogueController } from './catalogue/catalogue.controller';
import { ClockingsController } from './clockings/clockings.controller';
import { GetEmployeeMainClockingListHandler } from './clockings/queries/get-employee-main-clocking-list.handler';
import { GetEmployeeShiftsHandler } from './clockings/queries/get-employee-shifts.handler';
import { CreateEmployeeHandler } from './employees/commands/create-employee/create-employee.handler';
import { EmployeesController } from './employees/employees.controller';
import { GetEmployeesHandler } from './employees/queries/get-employees/get-employees.handler';
import { CreateScannerHandler } from './scanners/commands/create-scanner/create-scanner.handler';
import { GetScannersIdNameHandler } from './scanners/queries/get-scanners/get-scanners-id-name.handler';
import { ScannersController } from './scanners/scanners.controller';

const TOKEN = runtimeToken('api');

/** The HTTP entry point: sessions, the permission guard, master data and every read. */
@Module({})
export class ApiModule implements OnApplicationBootstrap {
  constructor(@Inject(TOKEN) private readonly runtime: ServiceRuntime) {}

  static forRuntime(runtime: ServiceRuntime): DynamicModule {
    return {
      module: ApiModule,
      // The catalogue's catch-all route comes last so that every built call is matched first.
      controllers: [AuthController, EmployeesController, ScannersController, ClockingsController, CatalogueController],
      providers: [
        { provide: TOKEN, useValue: runtime },
        {
          provide: SESSION_LIMITS,
          useValue: {
            idleMinutes: Number(process.env.TNA_SESSION_IDLE_MINUTES ?? 60),
            absoluteHours: Number(process.env.TNA_SESSION_MAX_HOURS ?? 12),
          },
        },
        { provide: CommandGateway, useValue: new CommandGateway(runtime.bus) },
        { provide: APP_GUARD, useClass: CallGuard },
        SessionStore,
        UserLoginHandler,
        CreateEmployeeHandler,
        GetEmployeesHandler,
        CreateScannerHandler,
        GetScannersIdNameHandler,
        GetEmployeeMainClockingListHandler,
        GetEmployeeShiftsHandler,
      ],
    };
  }

  async onApplicationBootstrap(): Promise<void> {
    await ensureAdministrator(this.runtime);
  }
}
