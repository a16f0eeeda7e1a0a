import { NotFoundException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Scanner } from '@tna/contracts';
import { ScannersStore } from '../../scanners.store';
import { GetScannerQuery } from './get-scanner.query';

@QueryHandler(GetScannerQuery)
export class GetScannerHandler implements IQueryHandler<GetScannerQuery, Scanner> {
  constructor(private readonly store: ScannersStore) {}

  async execute({ id, mayReadCommKey }: GetScannerQuery): Promise<Scanner> {
    const scanner = await this.store.get(id);
    if (!scanner) throw new NotFoundException({ error: 'no such reader', field: 'ID' });
    return mayReadCommKey ? scanner : { ...scanner, commKey: null };
  }
}
