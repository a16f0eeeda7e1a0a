import { Module } from '@nestjs/common';
import { CreateScannerHandler } from './commands/create-scanner/create-scanner.handler';
import { DeleteScannerHandler } from './commands/delete-scanner/delete-scanner.handler';
import { UpdateScannerHandler } from './commands/update-scanner/update-scanner.handler';
import { GetReaderQuarantineHandler } from './queries/get-reader-quarantine/get-reader-quarantine.handler';
import { GetReaderStatusHandler } from './queries/get-reader-status/get-reader-status.handler';
import { GetScannerHandler } from './queries/get-scanner/get-scanner.handler';
import { GetScannersHandler } from './queries/get-scanners/get-scanners.handler';
import { GetScannersIdNameHandler } from './queries/get-scanners/get-scanners-id-name.handler';
import { ScannersController } from './scanners.controller';
import { ScannersStore } from './scanners.store';

@Module({
  controllers: [ScannersController],
  providers: [
    CreateScannerHandler,
    UpdateScannerHandler,
    DeleteScannerHandler,
    GetScannerHandler,
    GetScannersHandler,
    GetScannersIdNameHandler,
    GetReaderStatusHandler,
    GetReaderQuarantineHandler,
    ScannersStore,
  ],
})
export class ScannersModule {}
