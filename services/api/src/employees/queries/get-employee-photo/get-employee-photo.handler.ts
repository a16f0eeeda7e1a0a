import { Inject, NotFoundException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { isUuid } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { validationFailed } from '../../../setup/record-sql.util';
import { GetEmployeePhotoQuery } from './get-employee-photo.query';

export interface EmployeePhoto {
  contentType: string;
  data: Buffer;
}

@QueryHandler(GetEmployeePhotoQuery)
export class GetEmployeePhotoHandler implements IQueryHandler<GetEmployeePhotoQuery, EmployeePhoto> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ id }: GetEmployeePhotoQuery): Promise<EmployeePhoto> {
    if (!isUuid(id)) throw validationFailed([{ field: 'ID', message: 'ID must be the id of an employee' }]);
    const rows: EmployeePhoto[] = await this.runtime.dataSource.query(
      'SELECT content_type AS "contentType", data FROM employee_photos WHERE employee_id = $1',
      [id],
    );
    if (rows.length === 0) throw new NotFoundException({ error: 'The employee has no photograph', field: 'ID' });
    return rows[0];
  }
}
