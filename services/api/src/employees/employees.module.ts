import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { PHOTO_MAX_BYTES } from '@tna/contracts';
import type { FastifyInstance } from 'fastify';
import { BulkUpdateEmployeesHandler } from './commands/bulk-update-employees/bulk-update-employees.handler';
import { CreateEmployeeHandler } from './commands/create-employee/create-employee.handler';
import { DeleteEmployeeHandler } from './commands/delete-employee/delete-employee.handler';
import { EmployeeCardNumberHandler } from './commands/employee-card-number/employee-card-number.handler';
import { SaveEmployeePhotoHandler } from './commands/save-employee-photo/save-employee-photo.handler';
import { UpdateEmployeeHandler } from './commands/update-employee/update-employee.handler';
import { EmployeesController } from './employees.controller';
import { GetEmployeeBioTemplatesHandler } from './queries/get-employee-bio-templates/get-employee-bio-templates.handler';
import { GetEmployeeMinDetailsHandler } from './queries/get-employee-min-details/get-employee-min-details.handler';
import { GetEmployeePhotoHandler } from './queries/get-employee-photo/get-employee-photo.handler';
import { GetEmployeePubHolCalendarsHandler } from './queries/get-employee-pub-hol-calendars/get-employee-pub-hol-calendars.handler';
import { GetEmployeeHandler } from './queries/get-employee/get-employee.handler';
import { GetEmployeesHandler } from './queries/get-employees/get-employees.handler';

/** Image bodies (photographs, as raw bytes) get their own limit: a little over 10 MB still arrives, so it gets a 400 naming the field. */
const IMAGE_BODY_LIMIT = PHOTO_MAX_BYTES + 1024 * 1024;

@Module({
  controllers: [EmployeesController],
  providers: [
    CreateEmployeeHandler,
    UpdateEmployeeHandler,
    DeleteEmployeeHandler,
    BulkUpdateEmployeesHandler,
    EmployeeCardNumberHandler,
    SaveEmployeePhotoHandler,
    GetEmployeesHandler,
    GetEmployeeHandler,
    GetEmployeeMinDetailsHandler,
    GetEmployeeBioTemplatesHandler,
    GetEmployeePhotoHandler,
    GetEmployeePubHolCalendarsHandler,
  ],
})
export class EmployeesModule implements OnModuleInit {
  constructor(private readonly http: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.http.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify || fastify.hasContentTypeParser('image/jpeg')) return;
    fastify.addContentTypeParser(['image/jpeg', 'image/png', 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: IMAGE_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
  }
}
