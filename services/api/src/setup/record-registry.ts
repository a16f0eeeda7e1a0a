import { ALL_ENTITIES, OTHER_RECORDS, type EntityDescriptor, type FieldDescriptor, type RecordDescriptor } from '@tna/contracts';

/** A field that points at records of another type: a column, a link table, or a key inside a rows column. */
export interface Referrer {
  record: RecordDescriptor;
  field: FieldDescriptor;
  /** Set when `field` is a row field of this rows field. */
  rowsField?: FieldDescriptor;
}

/**
 * Every record type the api stores by descriptor: the setup entities it serves generically and
 * the records with modules of their own (employees, readers). References and in-use checks are
 * found from these descriptors, so a new descriptor is checked both ways without more code.
 */
export class RecordRegistry {
  private readonly byName: ReadonlyMap<string, RecordDescriptor>;
  private readonly referrers = new Map<string, Referrer[]>();

  constructor(
    readonly served: readonly EntityDescriptor[],
    others: readonly RecordDescriptor[],
  ) {
    this.byName = new Map([...served, ...others].map((record) => [record.name, record]));
  }

  get all(): RecordDescriptor[] {
    return [...this.byName.values()];
  }

  record(name: string): RecordDescriptor | undefined {
    return this.byName.get(name);
  }

  /** Every field of every record that points at records of `name`. */
  referrersOf(name: string): Referrer[] {
    let found = this.referrers.get(name);
    if (!found) {
      found = this.all.flatMap((record) =>
        record.fields.flatMap((field): Referrer[] => {
          if (field.type === 'rows') {
            return (field.rowFields ?? []).filter((row) => row.references === name).map((row) => ({ record, field: row, rowsField: field }));
          }
          return field.references === name ? [{ record, field }] : [];
        }),
      );
      this.referrers.set(name, found);
    }
    return found;
  }
}

export const RECORDS = new RecordRegistry(ALL_ENTITIES, OTHER_RECORDS);

/** A column of another service's published view that holds ids of a setup record: a use no descriptor describes. */
export interface ViewReferrer {
  view: string;
  column: string;
  references: string;
  record: string;
  label: string;
  pluralLabel: string;
}

const WORK_CYCLE_CHANGES = { view: 'time_engine.v_work_cycle_changes', record: 'EmployeeWorkCycleChange', label: 'Work cycle change', pluralLabel: 'Work cycle changes' };
const MANUAL_SHIFT_CHANGES = { view: 'time_engine.v_manual_shift_changes', record: 'ManualShiftChange', label: 'Manual shift change', pluralLabel: 'Manual shift changes' };

/** Uses kept by other services: deleting what they point at would leave an employee's roster, or a clocking, pointing at nothing. */
export const VIEW_REFERRERS: readonly ViewReferrer[] = [
  { ...WORK_CYCLE_CHANGES, column: 'work_cycle_id', references: 'WorkCycle' },
  { ...WORK_CYCLE_CHANGES, column: 'starting_work_pattern_id', references: 'WorkPattern' },
  { ...WORK_CYCLE_CHANGES, column: 'reason_id', references: 'EmployeeWorkCycleChangeReason' },
  { ...MANUAL_SHIFT_CHANGES, column: 'shift_id', references: 'Shift' },
  { ...MANUAL_SHIFT_CHANGES, column: 'reason_id', references: 'EmployeeShiftAdjustmentReason' },
  // A reader's clockings name it in reports and shifts: such a reader is kept (docs/readers.md "Setup").
  { view: 'ingestion.v_raw_clockings', column: 'scanner_id', references: 'Scanner', record: 'Clocking', label: 'Clocking', pluralLabel: 'Clockings' },
  // Lines still queued or sent are the reader's until it answers them: its delete waits (docs/readers.md "Commands").
  {
    view: 'ingestion.v_reader_open_commands',
    column: 'scanner_id',
    references: 'Scanner',
    record: 'ReaderCommand',
    label: 'Reader command waiting to be sent or answered',
    pluralLabel: 'Reader commands waiting to be sent or answered',
  },
];
