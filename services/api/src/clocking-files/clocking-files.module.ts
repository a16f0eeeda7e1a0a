import { Module } from '@nestjs/common';
import { ClockingFilesController } from './clocking-files.controller';
import { GetClockingFileMappingHandler } from './queries/get-clocking-file-mapping/get-clocking-file-mapping.handler';
import { GetClockingImportHandler } from './queries/get-clocking-import/get-clocking-import.handler';
import { GetClockingImportsHandler } from './queries/get-clocking-imports/get-clocking-imports.handler';

@Module({ controllers: [ClockingFilesController], providers: [GetClockingImportsHandler, GetClockingImportHandler, GetClockingFileMappingHandler] })
export class ClockingFilesModule {}
