import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ListResult, ScannerListItem } from '@tna/contracts';
import { isOnline, onlineWithinSeconds } from '../../domain/reader-status';
import { longestScheduleGapSeconds } from '../../reader-record.check';
import { ScannersStore } from '../../scanners.store';
import { GetScannersQuery } from './get-scanners.query';

/** The readers list, each with its location, the count of its quarantined lines and whether it is online. */
@QueryHandler(GetScannersQuery)
export class GetScannersHandler implements IQueryHandler<GetScannersQuery, ListResult<ScannerListItem>> {
  constructor(private readonly store: ScannersStore) {}

  async execute({ request, mayReadCommKey }: GetScannersQuery): Promise<ListResult<ScannerListItem>> {
    const { items, total, now } = await this.store.list(request);
    return {
      total,
      items: items.map(({ lastContactAt, ...reader }) => {
        const gap = reader.pullSchedule ? longestScheduleGapSeconds(reader.pullSchedule, reader.effectiveTimeZone) : null;
        return {
          ...reader,
          commKey: mayReadCommKey ? reader.commKey : null,
          lastContactAt: lastContactAt?.toISOString() ?? null,
          online: isOnline(lastContactAt, now, onlineWithinSeconds(reader.connection, gap)),
        };
      }),
    };
  }
}
