import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Scanner } from '@tna/contracts';
import { pgErrorToHttp, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { SCANNER_COLUMNS } from '../../scanner.columns';
import { CreateScannerCommand } from './create-scanner.command';

/** Registers a reader; for ZKTeco the serial number is its externalId, which readers present. */
@CommandHandler(CreateScannerCommand)
export class CreateScannerHandler implements ICommandHandler<CreateScannerCommand, Scanner> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ scanner, username }: CreateScannerCommand): Promise<Scanner> {
    try {
      const rows: Scanner[] = await this.runtime.dataSource.query(
        `INSERT INTO scanners (id, name, make, model, type, external_id, direction, ip_address, time_zone, description, created_by, updated_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) RETURNING ${SCANNER_COLUMNS}`,
        [
          randomUUID(),
          scanner.name,
          scanner.make,
          scanner.model ?? null,
          scanner.type,
          scanner.externalId,
          scanner.direction ?? null,
          scanner.ipAddress ?? null,
          scanner.timeZone ?? null,
          scanner.description ?? null,
          username,
        ],
      );
      return rows[0];
    } catch (error) {
      pgErrorToHttp(error, { unique: { scanners_external_id: 'externalId', scanners_name: 'name' } });
    }
  }
}
