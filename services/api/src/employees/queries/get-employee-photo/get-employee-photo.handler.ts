import { Inject, NotFoundException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { isUuid } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { validationFailed } from '../../../setup/record-sql.util';
import { findEmployeePhoto, type EmployeePhoto } from '../../employees.store';
import { GetEmployeePhotoQuery } from './get-employee-photo.query';

@QueryHandler(GetEmployeePhotoQuery)
export class GetEmployeePhotoHandler implements IQueryHandler<GetEmployeePhotoQuery, EmployeePhoto> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ id }: GetEmployeePhotoQuery): Promise<EmployeePhoto> {
    if (!isUuid(id)) throw validationFailed([{ field: 'ID', message: 'ID must be the id of an employee' }]);
    const photo = await findEmployeePhoto(this.runtime.dataSource, id);
    if (!photo) throw new NotFoundException({ error: 'The employee has no photograph', field: 'ID' });
    return photo;
  }
}
