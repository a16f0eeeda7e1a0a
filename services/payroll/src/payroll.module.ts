import { Inject, Module, type DynamicModule, type OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AuthUnAuthHoursRangeRequest, HoursAuthoriseRequest } from '@tna/contracts';
import { runtimeToken, serveCommands, type ServiceRuntime } from '@tna/platform';
import { AuthoriseHoursRangeCommand } from './hours-authorisation/commands/authorise-hours-range/authorise-hours-range.command';
import { AuthoriseHoursRangeHandler } from './hours-authorisation/commands/authorise-hours-range/authorise-hours-range.handler';
import { AuthoriseHoursCommand } from './hours-authorisation/commands/authorise-hours/authorise-hours.command';
import { AuthoriseHoursHandler } from './hours-authorisation/commands/authorise-hours/authorise-hours.handler';

const TOKEN = runtimeToken('payroll');

/** Payroll's features: hours authorisation, served as commands the api sends. */
@Module({})
export class PayrollModule implements OnApplicationBootstrap {
  constructor(
    @Inject(TOKEN) private readonly runtime: ServiceRuntime,
    private readonly commandBus: CommandBus,
  ) {}

  static forRuntime(runtime: ServiceRuntime): DynamicModule {
    return { module: PayrollModule, providers: [{ provide: TOKEN, useValue: runtime }, AuthoriseHoursHandler, AuthoriseHoursRangeHandler] };
  }

  async onApplicationBootstrap(): Promise<void> {
    await serveCommands(
      this.runtime.bus,
      'payroll',
      this.runtime.dataSource,
      {
        HoursAuthorise: (command) => this.commandBus.execute(new AuthoriseHoursCommand(command.payload as HoursAuthoriseRequest, command.actor)),
        AuthUnAuthHoursEmplsDateRange: (command) =>
          this.commandBus.execute(new AuthoriseHoursRangeCommand(command.payload as AuthUnAuthHoursRangeRequest, command.actor)),
      },
      this.runtime.logger,
    );
  }
}
