import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Payload } from '@nestjs/microservices';
import type { UploadClockingFileRequest, UploadClockingFileResult } from '@tna/contracts';
import { CommandContext, CommandPattern, JobRunner } from '@tna/platform';
import { UploadClockingFileCommand } from './commands/upload-clocking-file/upload-clocking-file.command';

/** Clocking files as the api sends them; a queued import is started at once. */
@Controller()
export class ClockingFilesController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly jobs: JobRunner,
  ) {}

  @CommandPattern('UploadClockingFile')
  async upload(@Payload() request: UploadClockingFileRequest, @Ctx() context: CommandContext): Promise<UploadClockingFileResult> {
    const answer: UploadClockingFileResult = await this.commandBus.execute(new UploadClockingFileCommand(request, context.envelope.actor, context.manager));
    if (answer.jobID !== null) this.jobs.kick();
    return answer;
  }
}
