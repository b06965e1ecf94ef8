// The fake Stripe as a process of its own, for the browser tests (a Playwright webServer): listens on
// FAKE_STRIPE_PORT until it is stopped. The server under test gets STRIPE_SECRET_KEY=sk_test_fake_stripe,
// STRIPE_WEBHOOK_SECRET=whsec_fake_stripe and STRIPE_API_BASE=http://127.0.0.1:<port>.
import { startFakeStripe } from './fake-stripe';

const port = Number(process.env.FAKE_STRIPE_PORT ?? 12111);
const fake = await startFakeStripe(port);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
