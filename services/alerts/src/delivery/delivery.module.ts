import { Module, type DynamicModule, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { createMailSender, createSmsSender, MAIL_SENDER, SMS_SENDER, type MailSender, type ServiceRuntime, type SmsSender } from '@tna/platform';
import { AlertDelivery } from './alert-delivery';
import { AlertSender } from './alert-sender';
import { SendTestAlertHandler } from './commands/send-test-alert/send-test-alert.handler';
import { DeliveryController } from './delivery.controller';
import { DeliveryPlanner } from './delivery-planner';
import { loadDeliveryConfig } from './delivery.config';
import { MessageTemplates } from './message-templates';

/**
 * Delivery (docs/alerts.md, "Delivery"): the loop that plans and sends alert messages through
 * the installation's mailer and SMS sender, and SendTestAlert. Exports AlertDelivery, so a
 * feature that has just stored alerts can kick it.
 */
@Module({})
export class DeliveryModule implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(private readonly delivery: AlertDelivery) {}

  static forRuntime(runtime: ServiceRuntime): DynamicModule {
    const config = loadDeliveryConfig();
    return {
      module: DeliveryModule,
      controllers: [DeliveryController],
      providers: [
        { provide: MAIL_SENDER, useFactory: () => createMailSender(runtime.config) },
        { provide: SMS_SENDER, useFactory: () => createSmsSender(runtime.config) },
        { provide: MessageTemplates, useFactory: () => MessageTemplates.load(config.templatesDir) },
        {
          provide: AlertDelivery,
          useFactory: (templates: MessageTemplates, mail: MailSender | null, sms: SmsSender | null) =>
            new AlertDelivery(runtime, new DeliveryPlanner(templates), new AlertSender(runtime.dataSource, mail, sms, config.retryBaseMs, runtime.logger), config.pollMs),
          inject: [MessageTemplates, MAIL_SENDER, SMS_SENDER],
        },
        SendTestAlertHandler,
      ],
      exports: [AlertDelivery],
    };
  }

  onApplicationBootstrap(): void {
    this.delivery.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.delivery.stop();
  }
}
