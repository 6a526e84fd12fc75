'use strict';
// Producer of payment messages (service "checkout"): publishes each payment to the
// payments queue with messageId = payment id. copies > 1 publishes the SAME message
// (same messageId) again: a real duplicate, as a producer retry would make.
//
// cfg: { queue, payments: [{ paymentId, amount, copies }] }
const { cfg, emit, connect, shutdown } = require('./common');

async function main() {
  const conn = await connect();
  const ch = await conn.createConfirmChannel();
  for (const p of cfg.payments) {
    for (let i = 0; i < (p.copies || 1); i++) {
      ch.sendToQueue(cfg.queue, Buffer.from(JSON.stringify({ paymentId: p.paymentId, amount: p.amount })),
        { messageId: p.paymentId, contentType: 'application/json', persistent: true });
      emit('published', { paymentId: p.paymentId, copy: i + 1 });
    }
  }
  await ch.waitForConfirms();
  emit('done');
  await shutdown(0);
}

main().catch(e => { process.stderr.write(`checkout: ${e.stack || e}\n`); shutdown(1); });
