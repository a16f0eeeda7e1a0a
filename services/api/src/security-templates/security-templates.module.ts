import { Module } from '@nestjs/common';
import { CreateSecurityTemplateHandler } from './commands/create-security-template/create-security-template.handler';
import { DeleteSecurityTemplateHandler } from './commands/delete-security-template/delete-security-template.handler';
import { UpdateSecurityTemplateHandler } from './commands/update-security-template/update-security-template.handler';
import {
  GetSecurityTemplateHandler,
  GetSecurityTemplatesHandler,
  GetSecurityTemplatesIdNameHandler,
} from './queries/get-security-templates/get-security-templates.handler';
import { SecurityTemplatesController } from './security-templates.controller';

/** Security templates (part 1 §3, §6): a name and the granted permission flags. */
@Module({
  controllers: [SecurityTemplatesController],
  providers: [
    CreateSecurityTemplateHandler,
    UpdateSecurityTemplateHandler,
    DeleteSecurityTemplateHandler,
    GetSecurityTemplateHandler,
    GetSecurityTemplatesHandler,
    GetSecurityTemplatesIdNameHandler,
  ],
})
export class SecurityTemplatesModule {}
