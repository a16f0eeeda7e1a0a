import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { CreateRecordHandler } from './commands/create-record/create-record.handler';
import { DeleteRecordHandler } from './commands/delete-record/delete-record.handler';
import { UpdateRecordHandler } from './commands/update-record/update-record.handler';
import { GetRecordNamesHandler } from './queries/get-record-names/get-record-names.handler';
import { GetRecordHandler } from './queries/get-record/get-record.handler';
import { ListRecordsHandler } from './queries/list-records/list-records.handler';
import { RECORDS } from './record-registry';
import { schemaGaps } from './schema-check';
import { setupController } from './setup.controller';

/**
 * The setup entities of `ALL_ENTITIES`, served from their descriptors. The record handlers are
 * exported for modules with records of their own (employees) to reuse.
 */
@Module({
  controllers: [setupController(RECORDS.served)],
  providers: [CreateRecordHandler, UpdateRecordHandler, DeleteRecordHandler, GetRecordHandler, ListRecordsHandler, GetRecordNamesHandler],
})
export class SetupModule implements OnModuleInit {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async onModuleInit(): Promise<void> {
    const gaps = await schemaGaps(this.runtime.dataSource, RECORDS.all);
    if (gaps.length > 0) throw new Error(`The api schema lacks what entity descriptors need (a migration missing?):\n  ${gaps.join('\n  ')}`);
  }
}
