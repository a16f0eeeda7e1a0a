import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SCANNER_RECORD } from '@tna/contracts';
import { pgErrorToHttp, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { inUse, usagesOf } from '../../../setup/record-integrity';
import { RECORDS } from '../../../setup/record-registry';
import { ScannersStore } from '../../scanners.store';
import { DeleteScannerCommand } from './delete-scanner.command';

/**
 * Deletes a reader nothing uses. A reader that sent clockings stays (409): its clockings, shifts
 * and reports name it, and its serial would otherwise be free to a new reader whose clockings
 * could not be told from the old one's. So does a reader in a reader group or an access expiry
 * template. The row is locked before the uses are counted, as any setup record's delete does.
 */
@CommandHandler(DeleteScannerCommand)
export class DeleteScannerHandler implements ICommandHandler<DeleteScannerCommand, void> {
  constructor(
    private readonly store: ScannersStore,
    @Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime,
  ) {}

  async execute({ id }: DeleteScannerCommand): Promise<void> {
    try {
      await this.runtime.dataSource.transaction(async (manager) => {
        const current = await this.store.lockVersion(manager, id);
        if (!current) throw new NotFoundException({ error: 'no such reader', field: 'ID' });
        const usages = await usagesOf(manager, RECORDS, SCANNER_RECORD, id);
        if (usages.length > 0) throw inUse(SCANNER_RECORD, current.name, usages);
        await this.store.delete(manager, id);
      });
    } catch (error) {
      pgErrorToHttp(error, { inUse: 'the reader is in use' });
    }
  }
}
