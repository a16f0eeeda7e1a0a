import { BadRequestException, Controller, Get, NotFoundException, Query } from '@nestjs/common';
import { isUuid, type IdName } from '@tna/contracts';
import { RulesStore, type AutoShiftTemplateShiftRecord, type WorkPatternDayShift } from './rules.store';

function idParameter(value: unknown, name: string): string {
  if (!isUuid(value)) throw new BadRequestException({ error: 'validation failed', field: name, message: `${name} must be a record id` });
  return value.toLowerCase();
}

/**
 * The rules' reads the generic setup module has no pattern for: a work pattern's days with their
 * shifts, a cycle's patterns in order, and an auto shift template's shifts (its "master").
 */
@Controller('api')
export class RulesController {
  constructor(private readonly store: RulesStore) {}

  @Get('GetWorkPatternDays_Shifts')
  async workPatternDays(@Query('WorkPatternID') workPatternID: unknown): Promise<WorkPatternDayShift[]> {
    const id = idParameter(workPatternID, 'WorkPatternID');
    await this.exists('work_patterns', id, 'WorkPatternID', 'work pattern');
    return this.store.workPatternDays(id);
  }

  @Get('GetWorkCycleWorkPatterns_IDNameForWorkCycleID')
  async workCyclePatterns(@Query('WorkCycleID') workCycleID: unknown): Promise<IdName[]> {
    const id = idParameter(workCycleID, 'WorkCycleID');
    await this.exists('work_cycles', id, 'WorkCycleID', 'work cycle');
    return this.store.workCyclePatterns(id);
  }

  @Get('GetAutoShiftTemplateShifts_ForMasterID')
  async templateShifts(@Query('MasterID') masterID: unknown): Promise<AutoShiftTemplateShiftRecord[]> {
    const id = idParameter(masterID, 'MasterID');
    await this.exists('auto_shift_templates', id, 'MasterID', 'auto shift template');
    return this.store.templateShifts(id);
  }

  @Get('GetAutoShiftTemplateShifts_IDName_ForMasterID')
  async templateShiftNames(@Query('MasterID') masterID: unknown): Promise<IdName[]> {
    const id = idParameter(masterID, 'MasterID');
    await this.exists('auto_shift_templates', id, 'MasterID', 'auto shift template');
    return this.store.templateShiftNames(id);
  }

  private async exists(table: 'work_patterns' | 'work_cycles' | 'auto_shift_templates', id: string, field: string, label: string): Promise<void> {
    if (!(await this.store.exists(table, id))) throw new NotFoundException({ error: `No ${label} has the id ${id}`, field });
  }
}
