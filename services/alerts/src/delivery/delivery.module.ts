import { Inject, Module, type DynamicModule, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { createMailSender, createSmsSender, MAIL_SENDER, runtimeToken, SMS_SENDER, SmtpMailSender, type MailSender, type ServiceRuntime, type SmsSender } from '@tna/platform';
import { AlertDelivery } from './alert-delivery';
import { AlertSender, SMTP_SOCKET_TIMEOUT_MS } from './alert-sender';
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
  constructor(
    private readonly delivery: AlertDelivery,
    @Inject(MAIL_SENDER) private readonly mail: MailSender | null,
  ) {}

  static forRuntime(runtime: ServiceRuntime): DynamicModule {
    const config = loadDeliveryConfig();
    return {
      module: DeliveryModule,
      controllers: [DeliveryController],
      providers: [
        // Pooled: alerts come in bursts (a shift's start), and a connection per mail would cap the rate.
        { provide: MAIL_SENDER, useFactory: () => createMailSender(runtime.config, { pool: true, socketTimeoutMs: SMTP_SOCKET_TIMEOUT_MS }) },
        { provide: SMS_SENDER, useFactory: () => createSmsSender(runtime.config) },
        { provide: MessageTemplates, useFactory: () => MessageTemplates.load(config.templatesDir) },
        {
          provide: AlertDelivery,
          useFactory: (templates: MessageTemplates, mail: MailSender | null, sms: SmsSender | null) =>
            new AlertDelivery(runtime, new DeliveryPlanner(templates), new AlertSender(runtime.dataSource, mail, sms, config.retryBaseMs, runtime.logger), config.pollMs),
          inject: [MessageTemplates, MAIL_SENDER, SMS_SENDER],
        },
        { provide: runtimeToken('alerts'), useValue: runtime },
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
    // The pool's connections say QUIT rather than being cut when the process ends.
    if (this.mail instanceof SmtpMailSender) this.mail.close();
  }
}
