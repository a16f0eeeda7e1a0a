import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { CreateSystemUserHandler } from './commands/create-system-user/create-system-user.handler';
import { DeleteSystemUserHandler } from './commands/delete-system-user/delete-system-user.handler';
import { UpdateSystemUserHandler } from './commands/update-system-user/update-system-user.handler';
import { GetSystemUserHandler } from './queries/get-system-user/get-system-user.handler';
import { GetSystemUsersHandler, GetSystemUsersIdNameHandler } from './queries/get-system-users/get-system-users.handler';
import { TemplateRights } from './template-rights';
import { UsersController } from './users.controller';

/** System users (part 1 §3): explicit handlers, since passwords and rights need more than generic setup CRUD. */
@Module({
  imports: [AuthModule],
  controllers: [UsersController],
  providers: [
    TemplateRights,
    CreateSystemUserHandler,
    UpdateSystemUserHandler,
    DeleteSystemUserHandler,
    GetSystemUserHandler,
    GetSystemUsersHandler,
    GetSystemUsersIdNameHandler,
  ],
  exports: [TemplateRights],
})
export class UsersModule {}
