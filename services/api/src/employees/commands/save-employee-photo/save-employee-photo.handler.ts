import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EMPLOYEE_ENTITY, isUuid } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { notFound, validationFailed } from '../../../setup/record-sql.util';
import { photoProblem, photoTypeOf } from '../../domain/photo-format';
import { employeeExists, upsertEmployeePhoto, type SavedPhoto } from '../../employees.store';
import { SaveEmployeePhotoCommand } from './save-employee-photo.command';

/** EmployeePhotoTemplateAddUpdate: adds or replaces the photograph, checked by its content, not its name or declared type. */
@CommandHandler(SaveEmployeePhotoCommand)
export class SaveEmployeePhotoHandler implements ICommandHandler<SaveEmployeePhotoCommand, SavedPhoto> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ employeeID, body, username }: SaveEmployeePhotoCommand): Promise<SavedPhoto> {
    if (!isUuid(employeeID)) throw validationFailed([{ field: 'EmployeeID', message: 'EmployeeID must be the id of an employee' }]);
    if (!Buffer.isBuffer(body)) {
      throw validationFailed([{ field: 'photo', message: 'Send the image bytes as the body, with Content-Type image/jpeg, image/png or application/octet-stream' }]);
    }
    const problem = photoProblem(body);
    if (problem) throw validationFailed([{ field: 'photo', message: problem }]);
    const contentType = photoTypeOf(body)!;
    if (!(await employeeExists(this.runtime.dataSource, employeeID))) throw notFound(EMPLOYEE_ENTITY, employeeID);
    return upsertEmployeePhoto(this.runtime.dataSource, employeeID, contentType, body, username);
  }
}
