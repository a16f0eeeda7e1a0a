import { compareLedgerOrder, inLedgerOrder, isAnchor, type LedgerEntry, toTenThousandths } from '../../ledger/domain/ledger';

/**
 * The balance as the accrual walks forward through the ledger, in ten-thousandths: the entries
 * from elsewhere are taken in ledger order as the walk passes them, and each posting is added
 * once made. It is `runningBalances` of the ledger done one step at a time, because each
 * posting's cap depends on the balance just before it.
 */
export class RunningBalance {
  private readonly others: LedgerEntry[];
  private next = 0;
  private units = 0;

  constructor(entriesFromElsewhere: readonly LedgerEntry[]) {
    this.others = inLedgerOrder(entriesFromElsewhere);
  }

  /** The balance just before `entry` would go into the ledger (an entry from elsewhere of the same day and action goes first). */
  before(entry: LedgerEntry): number {
    while (this.next < this.others.length && compareLedgerOrder(this.others[this.next], entry) <= 0) this.take(this.others[this.next++]);
    return this.units;
  }

  /** The balance at the end of `date`. */
  endOf(date: string): number {
    while (this.next < this.others.length && this.others[this.next].date <= date) this.take(this.others[this.next++]);
    return this.units;
  }

  /** Adds a posting of `units` ten-thousandths (an anchor sets the balance to it). */
  post(action: LedgerEntry['action'], units: number): void {
    this.units = isAnchor(action) ? units : this.units + units;
  }

  private take(entry: LedgerEntry): void {
    this.post(entry.action, toTenThousandths(entry.amount));
  }
}
