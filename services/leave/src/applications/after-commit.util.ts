import type { DataSource, EntityManager, EntitySubscriberInterface, QueryRunner, TransactionCommitEvent, TransactionRollbackEvent } from 'typeorm';

/** Work waiting for its transaction's commit, per connection; a rollback drops it. */
const waiting = new WeakMap<QueryRunner, (() => void)[]>();

class AfterCommitSubscriber implements EntitySubscriberInterface {
  afterTransactionCommit(event: TransactionCommitEvent): void {
    // A savepoint's release is no commit: only the outermost transaction's end counts.
    if (event.queryRunner.isTransactionActive) return;
    const work = waiting.get(event.queryRunner) ?? [];
    waiting.delete(event.queryRunner);
    for (const run of work) run();
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    if (!event.queryRunner.isTransactionActive) waiting.delete(event.queryRunner);
  }
}

/** Lets `afterCommit` see the data source's commits; once per data source. */
export function watchCommits(dataSource: DataSource): void {
  if (!dataSource.subscribers.some((subscriber) => subscriber instanceof AfterCommitSubscriber)) dataSource.subscribers.push(new AfterCommitSubscriber());
}

/**
 * Runs `work` once the manager's transaction has committed (never when it rolls back), without
 * holding up the commit: mail about a change is sent only when the change is there for good.
 */
export function afterCommit(manager: EntityManager, work: () => void): void {
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive) {
    work();
    return;
  }
  waiting.set(runner, [...(waiting.get(runner) ?? []), work]);
}
