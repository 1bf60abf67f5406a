import type { PaymentProvider } from '#/features/shop/shop.ts';
import type { PaymentGateway } from './gateway.ts';
import { paydollar } from './paydollar/gateway.server.ts';
import { razorpay } from './razorpay/gateway.server.ts';

const GATEWAYS: Record<PaymentProvider, PaymentGateway> = { razorpay, paydollar };

export function gatewayFor(provider: PaymentProvider): PaymentGateway {
  return GATEWAYS[provider];
}
