import { ConflictException, Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Scanner } from '@tna/contracts';
import { pgErrorToHttp, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { readerRecordOf } from '../../reader-record.check';
import { SCANNER_ERRORS } from '../../scanner.columns';
import { ScannersStore } from '../../scanners.store';
import { UpdateScannerCommand } from './update-scanner.command';

/**
 * Changes a reader: the row is locked and its version compared, so of two people saving the
 * form loaded at the same version one gets 409 and nothing of theirs is written. A changed
 * externalId takes effect on the reader's next request (ingestion reads api.v_scanners each time).
 */
@CommandHandler(UpdateScannerCommand)
export class UpdateScannerHandler implements ICommandHandler<UpdateScannerCommand, Scanner> {
  constructor(
    private readonly store: ScannersStore,
    @Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime,
  ) {}

  async execute({ scanner, username }: UpdateScannerCommand): Promise<Scanner> {
    const record = readerRecordOf(scanner);
    try {
      return await this.runtime.dataSource.transaction(async (manager) => {
        const current = await this.store.lockVersion(manager, scanner.id);
        if (!current) throw new NotFoundException({ error: 'no such reader', field: 'id' });
        if (current.version !== scanner.version) {
          throw new ConflictException({ error: 'the reader was changed by someone else: reload it', field: 'version', currentVersion: current.version });
        }
        return this.store.update(manager, scanner.id, record, username);
      });
    } catch (error) {
      pgErrorToHttp(error, SCANNER_ERRORS);
    }
  }
}
