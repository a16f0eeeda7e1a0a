import { ConflictException, ForbiddenException, Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { removesLastAdministrator } from '../../domain/user-rules';
import { countOtherActiveAdministrators, deleteSystemUser, findAdministratorStatus, lockAdministratorChanges } from '../../users.store';
import { DeleteSystemUserCommand } from './delete-system-user.command';

/** Deletes a user and so their sessions and reset links; the audit log keeps their entries. */
@CommandHandler(DeleteSystemUserCommand)
export class DeleteSystemUserHandler implements ICommandHandler<DeleteSystemUserCommand, void> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ id, actor }: DeleteSystemUserCommand): Promise<void> {
    if (id === actor.userID) throw new ConflictException({ error: 'you cannot delete your own account', field: 'ID' });
    await this.runtime.dataSource.transaction(async (manager) => {
      await lockAdministratorChanges(manager);
      const before = await findAdministratorStatus(manager, id);
      if (!before) throw new NotFoundException({ error: 'no such user', field: 'ID' });
      if (!actor.isAdministrator && before.isAdministrator) throw new ForbiddenException({ error: 'Unauthorized access' });
      const others = await countOtherActiveAdministrators(manager, id);
      if (removesLastAdministrator(before, null, others)) throw new ConflictException({ error: 'the last active administrator cannot be deleted', field: 'ID' });
      await deleteSystemUser(manager, id);
    });
  }
}
