import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Scanner } from '@tna/contracts';
import { pgErrorToHttp } from '@tna/platform';
import { readerRecordOf } from '../../reader-record.check';
import { SCANNER_ERRORS } from '../../scanner.columns';
import { ScannersStore } from '../../scanners.store';
import { CreateScannerCommand } from './create-scanner.command';

/** Registers a reader; for ZKTeco the serial number is its externalId, which readers present. */
@CommandHandler(CreateScannerCommand)
export class CreateScannerHandler implements ICommandHandler<CreateScannerCommand, Scanner> {
  constructor(private readonly store: ScannersStore) {}

  async execute({ scanner, username }: CreateScannerCommand): Promise<Scanner> {
    const record = readerRecordOf(scanner);
    try {
      return await this.store.insert(record, username);
    } catch (error) {
      pgErrorToHttp(error, SCANNER_ERRORS);
    }
  }
}
