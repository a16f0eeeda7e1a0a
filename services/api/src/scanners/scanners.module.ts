import { Module } from '@nestjs/common';
import { CreateScannerHandler } from './commands/create-scanner/create-scanner.handler';
import { GetScannersIdNameHandler } from './queries/get-scanners/get-scanners-id-name.handler';
import { ScannersController } from './scanners.controller';

@Module({ controllers: [ScannersController], providers: [CreateScannerHandler, GetScannersIdNameHandler] })
export class ScannersModule {}
