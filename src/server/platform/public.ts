// What other domains may use from this one. Import it from here, never from the files behind it
// (biome.json enforces this; docs/ARCHITECTURE.md explains the rooms).

export { renderDevMailPage } from './mail/dev-mail-page';
export type { Mailer, MailMessage } from './mail/mailer';
export { listOutbox } from './mail/outbox-mailer';
export type { EmailContent } from './mail/render-email';
export { renderEmail } from './mail/render-email';
export type {
  CheckoutLineItem,
  CheckoutSessionState,
  PaymentProvider,
  PayoutAccountState,
  ProviderEvent,
} from './payments/provider';
export { PaymentProviderError, WebhookSignatureError } from './payments/provider';
export { SandboxPaymentProvider, sandboxState } from './payments/sandbox-provider';
export type { ObjectStorage, Visibility } from './storage/storage';
