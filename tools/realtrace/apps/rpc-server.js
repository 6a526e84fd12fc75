'use strict';
// RPC server as in RabbitMQ's RPC tutorial: consumes the rpc queue with manual ack,
// replies to msg.properties.replyTo with the request's correlationId (and, like the
// tutorial, no messageId), then acks.
//
// cfg: { rpcQueue, prefetch, batch, replyOrder, gapMs, plan: { orderId: action }, stray }
//   batch > 1:  wait until `batch` requests are held, then reply in `replyOrder`
//               (1-based ranks of arrival), `gapMs` apart, so replies cross.
//   actions:    "reply" (default), "drop" (ack, never reply), "nack-once" (first delivery
//               nack'ed with requeue, redelivery answered), "hold" (never ack: wait to be killed).
//   stray:      with the first reply, also send a reply whose correlationId matches nothing.
const { randomUUID } = require('crypto');
const { cfg, emit, connect, shutdown, sleep } = require('./common');

async function main() {
  const conn = await connect();
  const ch = await conn.createChannel();
  await ch.prefetch(cfg.prefetch || 1);

  const batch = cfg.batch || 1;
  let arrived = 0;
  let releaseBatch;
  const batchFull = new Promise(r => { releaseBatch = r; });
  let strayDone = false;

  function reply(msg, req) {
    ch.sendToQueue(msg.properties.replyTo,
      Buffer.from(JSON.stringify({ orderId: req.orderId, price: 100 + req.orderId.length })),
      { correlationId: msg.properties.correlationId, contentType: 'application/json' });
    emit('replied', { orderId: req.orderId, correlationId: msg.properties.correlationId,
      redelivered: msg.fields.redelivered });
    if (cfg.stray && !strayDone) {
      strayDone = true;
      const strayId = randomUUID();
      ch.sendToQueue(msg.properties.replyTo,
        Buffer.from(JSON.stringify({ orderId: 'order-0999', price: 0, note: 'late reply of an old request' })),
        { correlationId: strayId, contentType: 'application/json' });
      emit('stray-sent', { correlationId: strayId });
    }
    ch.ack(msg);
  }

  // Runs inside the consume span's context (the instrumentation calls us within it);
  // the awaits below keep that context, so each reply is a child of its own request.
  async function handle(msg) {
    const req = JSON.parse(msg.content.toString());
    const action = (cfg.plan || {})[req.orderId] || 'reply';
    emit('received', { orderId: req.orderId, correlationId: msg.properties.correlationId,
      redelivered: msg.fields.redelivered, action });
    if (action === 'hold') { emit('holding', { orderId: req.orderId }); return; }
    if (action === 'drop') { ch.ack(msg); emit('dropped', { orderId: req.orderId }); return; }
    if (action === 'nack-once' && !msg.fields.redelivered) {
      ch.nack(msg, false, true);
      emit('nacked', { orderId: req.orderId });
      return;
    }
    if (batch > 1) {
      const rank = arrived++;
      if (arrived === batch) releaseBatch();
      await batchFull;
      const order = cfg.replyOrder || [];
      const pos = order.indexOf(rank + 1);
      await sleep((pos < 0 ? rank : pos) * (cfg.gapMs || 40));
    }
    reply(msg, req);
  }

  await ch.consume(cfg.rpcQueue, msg => {
    if (!msg) return; // consumer cancelled
    handle(msg).catch(e => { process.stderr.write(`rpc-server: ${e.stack || e}\n`); shutdown(1); });
  }, { noAck: false });
  emit('ready');
}

main().catch(e => { process.stderr.write(`rpc-server: ${e.stack || e}\n`); shutdown(1); });
