'use strict';
// RPC client as in RabbitMQ's RPC tutorial: an exclusive reply queue, requests carry
// correlationId + replyTo + messageId, replies are consumed with noAck.
//
// cfg: { rpcQueue, resultsQueue, orders: ["order-1001", ...], concurrent: bool,
//        timeoutMs, mode: "correct" | "guess-oldest" }
// In the reply's consume callback (so inside the consume span's context) the client
// publishes a follow-up to resultsQueue with correlationId = the correlation id of the
// request it BELIEVES it completed, body naming that request's order id.
//   correct:      matches the reply's correlationId; unknown ids are discarded.
//   guess-oldest: BROKEN on purpose: completes the oldest pending request with whatever
//                 reply arrives, ignoring correlationId.
const { randomUUID } = require('crypto');
const { cfg, emit, connect, shutdown } = require('./common');

async function main() {
  const conn = await connect();
  const ch = await conn.createChannel();
  const { queue: replyQueue } = await ch.assertQueue('', { exclusive: true });
  const pending = new Map(); // correlationId -> { orderId, resolve, timer } (insertion order = age)

  await ch.consume(replyQueue, msg => {
    const corr = msg.properties.correlationId;
    let target;
    if (cfg.mode === 'guess-oldest') {
      const first = pending.entries().next();
      target = first.done ? undefined : { corr: first.value[0], ...first.value[1] };
    } else if (pending.has(corr)) {
      target = { corr, ...pending.get(corr) };
    }
    if (!target) {
      emit('reply-discarded', { correlationId: corr, body: msg.content.toString() });
      return;
    }
    pending.delete(target.corr);
    clearTimeout(target.timer);
    ch.sendToQueue(cfg.resultsQueue,
      Buffer.from(JSON.stringify({ orderId: target.orderId, result: JSON.parse(msg.content.toString()) })),
      { correlationId: target.corr, messageId: randomUUID(), contentType: 'application/json' });
    emit('completed', { orderId: target.orderId, requestCorrelationId: target.corr, replyCorrelationId: corr });
    target.resolve('reply');
  }, { noAck: true });

  function call(orderId) {
    return new Promise(resolve => {
      const correlationId = randomUUID();
      const timer = setTimeout(() => {
        pending.delete(correlationId);
        emit('timeout', { orderId, correlationId });
        resolve('timeout');
      }, cfg.timeoutMs || 5000);
      pending.set(correlationId, { orderId, resolve, timer });
      ch.sendToQueue(cfg.rpcQueue, Buffer.from(JSON.stringify({ orderId, op: 'price' })), {
        correlationId, replyTo: replyQueue, messageId: randomUUID(), contentType: 'application/json',
      });
      emit('sent', { orderId, correlationId });
    });
  }

  if (cfg.concurrent) {
    await Promise.all(cfg.orders.map(call));
  } else {
    for (const o of cfg.orders) await call(o);
  }
  emit('done');
  await shutdown(0);
}

main().catch(e => { process.stderr.write(`rpc-client: ${e.stack || e}\n`); shutdown(1); });
