import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ListResult, ScannerListItem } from '@tna/contracts';
import { defaultTimeZone, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { isOnline, onlineWithinSeconds } from '../../domain/reader-status';
import { longestScheduleGapSeconds } from '../../reader-record.check';
import { ScannersStore } from '../../scanners.store';
import { GetScannersQuery } from './get-scanners.query';

/** The readers list, each with its location, the count of its quarantined lines and whether it is online. */
@QueryHandler(GetScannersQuery)
export class GetScannersHandler implements IQueryHandler<GetScannersQuery, ListResult<ScannerListItem>> {
  constructor(
    private readonly store: ScannersStore,
    @Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime,
  ) {}

  async execute({ request }: GetScannersQuery): Promise<ListResult<ScannerListItem>> {
    const { items, total, now } = await this.store.list(request);
    const zone = defaultTimeZone(this.runtime.config);
    return {
      total,
      items: items.map(({ lastContactAt, ...reader }) => {
        const gap = reader.pullSchedule ? longestScheduleGapSeconds(reader.pullSchedule, reader.timeZone ?? zone) : null;
        return {
          ...reader,
          lastContactAt: lastContactAt?.toISOString() ?? null,
          online: isOnline(lastContactAt, now, onlineWithinSeconds(reader.connection, gap)),
        };
      }),
    };
  }
}
