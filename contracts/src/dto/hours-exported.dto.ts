import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean } from 'class-validator';
import { HOURS_AUTHORISE_MAX_IDS } from './hours-authorisation.dto';
import { IsUUIDLowerCased } from './validation.util';

/**
 * HoursExported: mark (true) or clear (false) by hand the exported flag of the given calculated
 * days, as HoursAuthorise does for authorisation. Locked days are marked too: export does not
 * depend on the lock.
 */
export class HoursExportedRequest {
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(HOURS_AUTHORISE_MAX_IDS)
  @IsUUIDLowerCased({ each: true })
  employeeShiftsIDs: string[];

  @IsBoolean()
  exported: boolean;
}

/** Result 1: `days` are now in the asked state (changed or already so). */
export interface HoursExportedResult {
  resultCode: 1;
  resultText: string;
  exported: boolean;
  days: number;
}
