import { Inject, NotFoundException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Adjustment } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { adjustmentOf } from '../../adjustment-row.util';
import { findAdjustment } from '../../adjustments.store';
import { GetAdjustmentDetailsQuery } from './get-adjustment-details.query';

@QueryHandler(GetAdjustmentDetailsQuery)
export class GetAdjustmentDetailsHandler implements IQueryHandler<GetAdjustmentDetailsQuery, Adjustment> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ id }: GetAdjustmentDetailsQuery): Promise<Adjustment> {
    const row = await findAdjustment(this.runtime.dataSource, id);
    if (!row) throw new NotFoundException({ error: `No adjustment has the id ${id}`, field: 'ID' });
    return adjustmentOf(row);
  }
}
