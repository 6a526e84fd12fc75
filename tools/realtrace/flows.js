#!/usr/bin/env node
'use strict';
// Drives one recording flow: prepares fresh queues, starts the app processes
// (apps/*.js, each with its own service.name), waits on their events, kills where the
// flow says so, and stops them cleanly at the end so every ended span is exported.
//
//   node flows.js FLOW --amqp URL --collector URL
//   node flows.js --list
//
// The driver itself is NOT instrumented (it never loads apps/common.js).
const { spawn } = require('child_process');
const path = require('path');
const http = require('http');
const amqp = require('amqplib');

const APPS = path.join(__dirname, 'apps');
const RPC_Q = 'rpc_queue';
const RESULTS_Q = 'results';
const PAYMENTS_Q = 'payments';
const ORDERS = ['order-1001', 'order-1002', 'order-1003'];
const CROSS = { prefetch: 3, batch: 3, replyOrder: [3, 1, 2], gapMs: 40 };

function log(msg) { process.stderr.write(`flows: ${msg}\n`); }

const children = new Set();

class App {
  constructor(script, cfg, env) {
    this.name = cfg.instance || cfg.service;
    this.events = [];
    this.waiters = [];
    this.proc = spawn(process.execPath, [path.join(APPS, script), JSON.stringify(cfg)],
      { stdio: ['pipe', 'pipe', 'inherit'] });
    children.add(this.proc);
    let buf = '';
    this.proc.stdout.on('data', d => {
      buf += d;
      let i;
      while ((i = buf.indexOf('\n')) >= 0) {
        const line = buf.slice(0, i); buf = buf.slice(i + 1);
        let ev; try { ev = JSON.parse(line); } catch (_) { log(`${this.name}: ${line}`); continue; }
        if (env.verbose) log(`${this.name}: ${line}`);
        this.events.push(ev);
        this._check();
      }
    });
    this.exited = new Promise(r => this.proc.on('exit', (code, sig) => {
      children.delete(this.proc);
      this.exitCode = code; this.exitSignal = sig;
      this._check();
      r({ code, sig });
    }));
  }
  _check() {
    this.waiters = this.waiters.filter(w => {
      const n = this.events.filter(w.pred).length;
      if (n >= w.count) { w.resolve(); return false; }
      if (this.exitCode !== undefined || this.exitSignal) {
        w.reject(new Error(`${this.name} exited (${this.exitCode ?? this.exitSignal}) while waiting for ${w.what}`));
        return false;
      }
      return true;
    });
  }
  // Wait until `count` events named `ev` (and matching `extra`) have been seen.
  waitFor(ev, count = 1, timeoutMs = 10000, extra = () => true) {
    const what = `${count}x ${ev}`;
    return new Promise((resolve, reject) => {
      const t = setTimeout(() => reject(new Error(`${this.name}: timed out waiting for ${what}`)), timeoutMs);
      this.waiters.push({ pred: e => e.ev === ev && extra(e), count, what,
        resolve: () => { clearTimeout(t); resolve(); }, reject: e => { clearTimeout(t); reject(e); } });
      this._check();
    });
  }
  send(cmd) { this.proc.stdin.write(JSON.stringify({ cmd }) + '\n'); }
  async flush() { const n = this.events.filter(e => e.ev === 'flushed').length; this.send('flush'); await this.waitFor('flushed', n + 1); }
  async stop() {
    if (this.exitCode !== undefined || this.exitSignal) return this.check();
    this.send('stop');
    await this.exited;
    return this.check();
  }
  async exit() { await this.exited; return this.check(); }
  check() {
    if (this.exitCode !== 0) throw new Error(`${this.name} exited with ${this.exitCode ?? this.exitSignal}`);
  }
  async kill() { this.proc.kill('SIGKILL'); await this.exited; }
}

function getJson(url) {
  return new Promise((resolve, reject) => {
    http.get(url, res => {
      let d = ''; res.on('data', c => { d += c; });
      res.on('end', () => { try { resolve(JSON.parse(d)); } catch (e) { reject(e); } });
    }).on('error', reject);
  });
}

// ---- flows -----------------------------------------------------------------------------

function expect(cond, what) { if (!cond) throw new Error(`expectation failed: ${what}`); }
const evs = (app, ev) => app.events.filter(e => e.ev === ev);
// Replies crossed: the client completed requests in another order than it sent them.
function crossed(cli) {
  const sent = evs(cli, 'sent').map(e => e.orderId).join();
  const done = evs(cli, 'completed').map(e => e.orderId).join();
  const replies = evs(cli, 'completed').map(e => e.replyCorrelationId).join();
  const sentCorr = evs(cli, 'sent').map(e => e.correlationId).join();
  return done !== sent || replies !== sentCorr;
}

function rpcFlow({ client = {}, server = {}, useLinks = false, check = () => {} }) {
  return async ctx => {
    const common = { useLinksForConsume: useLinks };
    const srv = ctx.app('rpc-server.js', { service: 'rpc-server', rpcQueue: RPC_Q, ...common, ...server });
    await srv.waitFor('ready');
    const cli = ctx.app('rpc-client.js', { service: 'rpc-client', rpcQueue: RPC_Q, resultsQueue: RESULTS_Q,
      orders: ORDERS, timeoutMs: 5000, ...common, ...client });
    await cli.exit();
    await srv.stop();
    check(cli, srv);
  };
}

const FLOWS = {
  'in-order': rpcFlow({}),
  'crossing': rpcFlow({ client: { concurrent: true }, server: CROSS,
    check: cli => expect(crossed(cli), 'replies crossed') }),
  'stray-reply': rpcFlow({ client: { concurrent: true }, server: { ...CROSS, stray: true },
    check: cli => expect(crossed(cli) && evs(cli, 'reply-discarded').length === 1, 'crossed + 1 discarded reply') }),
  'links': rpcFlow({ client: { concurrent: true }, server: CROSS, useLinks: true,
    check: cli => expect(crossed(cli), 'replies crossed') }),
  'guess-oldest': rpcFlow({ client: { concurrent: true, mode: 'guess-oldest' }, server: CROSS,
    check: cli => expect(evs(cli, 'completed').some(e => e.requestCorrelationId !== e.replyCorrelationId),
      'the broken client completed some request with another request\'s reply') }),
  'nack-requeue': rpcFlow({ client: { orders: ORDERS.slice(0, 2) },
    server: { plan: { 'order-1002': 'nack-once' } },
    check: (cli, srv) => expect(evs(srv, 'nacked').length === 1 &&
      evs(srv, 'replied').some(e => e.orderId === 'order-1002' && e.redelivered), 'nack, then redelivery answered') }),
  // One request of three dropped: the client waits 300 ms, gives up and goes on, so the
  // spans go on past that request's timeout (and the answered ones say it is a request).
  'timeout': rpcFlow({ client: { orders: ORDERS, timeoutMs: 300 },
    server: { plan: { 'order-1002': 'drop' } },
    check: (cli, srv) => expect(evs(cli, 'timeout').length === 1 && evs(srv, 'dropped').length === 1,
      'request dropped, client timed out') }),

  'server-killed': async ctx => {
    const a = ctx.app('rpc-server.js', { service: 'rpc-server', instance: 'rpc-server-1', rpcQueue: RPC_Q,
      plan: { 'order-1002': 'hold' } });
    await a.waitFor('ready');
    const cli = ctx.app('rpc-client.js', { service: 'rpc-client', rpcQueue: RPC_Q, resultsQueue: RESULTS_Q,
      orders: ORDERS.slice(0, 2), timeoutMs: 10000 });
    await a.waitFor('holding');
    await a.flush();   // order-1001's spans are ended: let them reach the collector first
    await a.kill();    // order-1002's consume span is still open: it is lost with the process
    const b = ctx.app('rpc-server.js', { service: 'rpc-server', instance: 'rpc-server-2', rpcQueue: RPC_Q });
    await cli.exit();
    await b.stop();
    expect(evs(b, 'replied').some(e => e.orderId === 'order-1002' && e.redelivered) &&
      evs(cli, 'completed').length === 2, 'second server answered the redelivery');
  },

  'consumer-killed-after-effect': async ctx => {
    const a = ctx.app('ledger.js', { service: 'ledger', instance: 'ledger-1', queue: PAYMENTS_Q, holdAfterApply: true });
    await a.waitFor('ready');
    const co = ctx.app('checkout.js', { service: 'checkout', queue: PAYMENTS_Q,
      payments: [{ paymentId: 'pay-2001', amount: 25 }] });
    await co.exit();
    await a.waitFor('holding');
    await a.flush();   // ledger.apply has ended: make sure it was exported before the kill
    await a.kill();
    const b = ctx.app('ledger.js', { service: 'ledger', instance: 'ledger-2', queue: PAYMENTS_Q });
    await b.waitFor('acked');
    await b.stop();
    expect(evs(b, 'applied').some(e => e.redelivered), 'restarted ledger applied the redelivery');
  },

  'duplicate-applied-twice': ledgerDup(false),
  'duplicate-skipped': ledgerDup(true),
};

function ledgerDup(idempotent) {
  return async ctx => {
    const l = ctx.app('ledger.js', { service: 'ledger', queue: PAYMENTS_Q, idempotent });
    await l.waitFor('ready');
    const co = ctx.app('checkout.js', { service: 'checkout', queue: PAYMENTS_Q,
      payments: [{ paymentId: 'pay-3001', amount: 40, copies: 2 }] });
    await co.exit();
    await l.waitFor('acked', 2);
    await l.stop();
    expect(evs(l, 'applied').length === (idempotent ? 1 : 2) && evs(l, 'skipped').length === (idempotent ? 1 : 0),
      idempotent ? 'applied once, skipped once' : 'applied twice');
  };
}

// ---- main ------------------------------------------------------------------------------

async function freshQueues(url) {
  const conn = await amqp.connect(url);
  const ch = await conn.createChannel();
  for (const q of [RPC_Q, RESULTS_Q, PAYMENTS_Q]) {
    await ch.deleteQueue(q);
    await ch.assertQueue(q, { durable: q === PAYMENTS_Q });
  }
  const version = conn.connection.serverProperties.version;
  await conn.close();
  return version;
}

async function main() {
  const argv = process.argv.slice(2);
  if (argv[0] === '--list') { console.log(Object.keys(FLOWS).join(' ')); return; }
  const flow = argv[0];
  const opt = {};
  for (let i = 1; i < argv.length; i += 2) opt[argv[i].replace(/^--/, '')] = argv[i + 1];
  if (!FLOWS[flow]) throw new Error(`unknown flow ${flow}; flows: ${Object.keys(FLOWS).join(' ')}`);
  if (!opt.amqp || !opt.collector) throw new Error('need --amqp URL --collector URL');

  const brokerVersion = await freshQueues(opt.amqp);
  const env = { verbose: !!process.env.REALTRACE_VERBOSE };
  const ctx = {
    app: (script, cfg) => new App(script, { amqpUrl: opt.amqp, collector: opt.collector, ...cfg }, env),
  };
  const t0 = Date.now();
  await FLOWS[flow](ctx);
  await freshQueues(opt.amqp); // leave nothing behind for the next flow
  const stats = await getJson(`${opt.collector}/stats`);
  if (stats.errors) throw new Error(`collector rejected ${stats.errors} posts`);
  if (stats.otlpSpans !== stats.zipkinSpans) {
    throw new Error(`span counts differ: otlp ${stats.otlpSpans}, zipkin ${stats.zipkinSpans}`);
  }
  log(`${flow}: ${stats.otlpSpans} spans in ${Date.now() - t0} ms (broker ${brokerVersion})`);
}

function killAll() { for (const p of children) { try { p.kill('SIGKILL'); } catch (_) { /* gone */ } } }
process.on('SIGTERM', () => { killAll(); process.exit(143); });
process.on('SIGINT', () => { killAll(); process.exit(130); });
const overall = setTimeout(() => { log('flow took longer than 40 s'); killAll(); process.exit(4); }, 40000);
overall.unref();

main().then(() => process.exit(0), e => { log(`FAILED: ${e.message}`); killAll(); process.exit(1); });
