'use strict';
// A non-RPC consumer of the payments queue. For each delivery it applies the payment's
// effect (a manual span "ledger.apply", attribute payment.id, child of the consume span)
// and acks.
//
// cfg: { queue, idempotent, holdAfterApply }
//   idempotent:     remember messageIds; a repeated one gets a "ledger.skip" span, no apply.
//   holdAfterApply: apply (span ended, hence exported), then do NOT ack: wait to be killed.
const { api, cfg, emit, connect, shutdown } = require('./common');

const tracer = api.trace.getTracer('corrsim-realtrace-ledger');
const applied = new Set();
let balance = 0;

async function main() {
  const conn = await connect();
  const ch = await conn.createChannel();
  await ch.prefetch(1);
  await ch.consume(cfg.queue, msg => {
    if (!msg) return;
    const p = JSON.parse(msg.content.toString());
    const messageId = msg.properties.messageId;
    if (cfg.idempotent && applied.has(messageId)) {
      const s = tracer.startSpan('ledger.skip', { attributes: { 'payment.id': p.paymentId } });
      s.end();
      emit('skipped', { paymentId: p.paymentId, messageId, redelivered: msg.fields.redelivered });
    } else {
      const s = tracer.startSpan('ledger.apply', { attributes: { 'payment.id': p.paymentId } });
      balance += p.amount;
      applied.add(messageId);
      s.end();
      emit('applied', { paymentId: p.paymentId, messageId, balance, redelivered: msg.fields.redelivered });
    }
    if (cfg.holdAfterApply) { emit('holding', { paymentId: p.paymentId }); return; }
    ch.ack(msg);
    emit('acked', { paymentId: p.paymentId });
  }, { noAck: false });
  emit('ready');
}

main().catch(e => { process.stderr.write(`ledger: ${e.stack || e}\n`); shutdown(1); });
