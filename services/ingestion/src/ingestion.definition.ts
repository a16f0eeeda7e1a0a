import { jobsMigration, type ServiceDefinition } from '@tna/platform';
import { IngestionInitial1763880000000 } from './migrations/1763880000000-ingestion-initial';
import { BioTemplates1763880001000 } from './migrations/1763880001000-bio-templates';
import { ReaderQuarantine1763880002000 } from './migrations/1763880002000-reader-quarantine';
import { RawClockingsView1763880003210 } from './migrations/1763880003210-raw-clockings-view';
import { ReaderContactsView1763880009140 } from './migrations/1763880009140-reader-contacts-view';
import { ReaderCommands1763880009530 } from './migrations/1763880009530-reader-commands';
import { PullPositions1763880009550 } from './migrations/1763880009550-pull-positions';
import { ClockingImports1763880009570 } from './migrations/1763880009570-clocking-imports';
import { ReaderCommandsByReader1763880009740 } from './migrations/1763880009740-reader-commands-by-reader';
import { ReaderCommandsCancelled1763880009900 } from './migrations/1763880009900-reader-commands-cancelled';
import { ReaderQuarantineOnce1763880010200 } from './migrations/1763880010200-reader-quarantine-once';
import { PullPositionAsRead1763880010300 } from './migrations/1763880010300-pull-position-as-read';
import { RawClockingsUnmatchedAnyCase1763880010410 } from './migrations/1763880010410-raw-clockings-unmatched-any-case';
import { IngestionModule } from './ingestion.module';

export const ingestionService: ServiceDefinition = {
  name: 'ingestion',
  entities: [],
  migrations: [IngestionInitial1763880000000, BioTemplates1763880001000, ReaderQuarantine1763880002000, jobsMigration('ingestion'), RawClockingsView1763880003210, ReaderContactsView1763880009140, ReaderCommands1763880009530, PullPositions1763880009550, ClockingImports1763880009570, ReaderCommandsByReader1763880009740, ReaderCommandsCancelled1763880009900, ReaderQuarantineOnce1763880010200, PullPositionAsRead1763880010300, RawClockingsUnmatchedAnyCase1763880010410],
  module: (runtime) => IngestionModule.forRuntime(runtime),
};
