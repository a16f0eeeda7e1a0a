import { Module } from '@nestjs/common';
import { CreateScannerHandler } from './commands/create-scanner/create-scanner.handler';
import { GetReaderQuarantineHandler } from './queries/get-reader-quarantine/get-reader-quarantine.handler';
import { GetScannersHandler } from './queries/get-scanners/get-scanners.handler';
import { GetScannersIdNameHandler } from './queries/get-scanners/get-scanners-id-name.handler';
import { ScannersController } from './scanners.controller';
import { ScannersStore } from './scanners.store';

@Module({ controllers: [ScannersController], providers: [CreateScannerHandler, GetScannersHandler, GetScannersIdNameHandler, GetReaderQuarantineHandler, ScannersStore] })
export class ScannersModule {}
