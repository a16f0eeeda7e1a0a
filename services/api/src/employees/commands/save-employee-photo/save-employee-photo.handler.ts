import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EMPLOYEE_ENTITY, isUuid } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { notFound, validationFailed } from '../../../setup/record-sql.util';
import { photoProblem, photoTypeOf } from '../../domain/photo-format';
import { SaveEmployeePhotoCommand } from './save-employee-photo.command';

export interface SavedPhoto {
  employeeID: string;
  contentType: string;
  size: number;
  version: number;
}

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
    const employees: unknown[] = await this.runtime.dataSource.query('SELECT 1 FROM employees WHERE id = $1', [employeeID]);
    if (employees.length === 0) throw notFound(EMPLOYEE_ENTITY, employeeID);
    const [saved]: SavedPhoto[] = await this.runtime.dataSource.query(
      `INSERT INTO employee_photos (employee_id, content_type, data, created_by, updated_by) VALUES ($1, $2, $3, $4, $4)
       ON CONFLICT (employee_id) DO UPDATE SET content_type = EXCLUDED.content_type, data = EXCLUDED.data,
         version = employee_photos.version + 1, updated_at = now(), updated_by = EXCLUDED.updated_by
       RETURNING employee_id AS "employeeID", content_type AS "contentType", octet_length(data) AS size, version`,
      [employeeID, contentType, body, username],
    );
    return saved;
  }
}
