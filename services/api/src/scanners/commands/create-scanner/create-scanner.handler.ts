import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Scanner } from '@tna/contracts';
import { pgErrorToHttp } from '@tna/platform';
import { ScannersStore } from '../../scanners.store';
import { CreateScannerCommand } from './create-scanner.command';

/** Registers a reader; for ZKTeco the serial number is its externalId, which readers present. */
@CommandHandler(CreateScannerCommand)
export class CreateScannerHandler implements ICommandHandler<CreateScannerCommand, Scanner> {
  constructor(private readonly store: ScannersStore) {}

  async execute({ scanner, username }: CreateScannerCommand): Promise<Scanner> {
    try {
      return await this.store.insert(scanner, username);
    } catch (error) {
      pgErrorToHttp(error, { unique: { scanners_external_id: 'externalId', scanners_name: 'name' } });
    }
  }
}
