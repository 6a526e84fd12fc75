'use strict';
// Shared set-up for the realtrace apps. Each app is its own Node process with its
// own service.name. Require this BEFORE amqplib: it registers AmqplibInstrumentation.
//
// An app gets its configuration as one JSON argument. It reports what it does as JSON
// lines on stdout ({"ev": ...}) and obeys JSON lines on stdin ({"cmd": "flush"|"stop"}).
// Both are for the flow driver (flows.js) only; they are not part of the traces.
const api = require('@opentelemetry/api');
const { NodeTracerProvider, SimpleSpanProcessor } = require('@opentelemetry/sdk-trace-node');
const { OTLPTraceExporter } = require('@opentelemetry/exporter-trace-otlp-http');
const { ZipkinExporter } = require('@opentelemetry/exporter-zipkin');
const { resourceFromAttributes, defaultResource } = require('@opentelemetry/resources');
const { ATTR_SERVICE_NAME } = require('@opentelemetry/semantic-conventions');
const { registerInstrumentations } = require('@opentelemetry/instrumentation');
const { AmqplibInstrumentation } = require('@opentelemetry/instrumentation-amqplib');
const readline = require('readline');

const cfg = JSON.parse(process.argv[2] || '{}');

function emit(ev, fields = {}) {
  process.stdout.write(JSON.stringify({ ev, t: Date.now(), ...fields }) + '\n');
}

api.diag.setLogger(new api.DiagConsoleLogger(), api.DiagLogLevel.WARN);

function setupTracing(serviceName) {
  const resource = defaultResource().merge(resourceFromAttributes({
    [ATTR_SERVICE_NAME]: serviceName,
    'service.instance.id': cfg.instance || `${serviceName}-1`,
  }));
  const provider = new NodeTracerProvider({
    resource,
    spanProcessors: [
      new SimpleSpanProcessor(new OTLPTraceExporter({ url: `${cfg.collector}/v1/traces` })),
      new SimpleSpanProcessor(new ZipkinExporter({ url: `${cfg.collector}/api/v2/spans` })),
    ],
  });
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [new AmqplibInstrumentation({ useLinksForConsume: !!cfg.useLinksForConsume })],
  });
  return provider;
}

const provider = setupTracing(cfg.service);
const amqp = require('amqplib'); // after the instrumentation is registered

let conn = null;
let stopping = false;

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  try { if (conn) await conn.close(); } catch (_) { /* already gone */ }
  try { await provider.forceFlush(); await provider.shutdown(); } catch (e) {
    process.stderr.write(`${cfg.service}: flush failed: ${e.message}\n`);
    code = code || 1;
  }
  emit('exit', { code });
  process.exit(code);
}

async function connect() {
  conn = await amqp.connect(cfg.amqpUrl);
  conn.on('error', e => process.stderr.write(`${cfg.service}: connection error: ${e.message}\n`));
  conn.on('close', () => { if (!stopping) { emit('connection-closed'); shutdown(1); } });
  return conn;
}

// Commands from the driver.
readline.createInterface({ input: process.stdin }).on('line', async line => {
  let m;
  try { m = JSON.parse(line); } catch (_) { return; }
  if (m.cmd === 'flush') {
    await provider.forceFlush();
    emit('flushed');
  } else if (m.cmd === 'stop') {
    await shutdown(0);
  }
});

// Never linger: a stuck app ends itself.
setTimeout(() => { emit('self-timeout'); shutdown(3); }, cfg.maxLifeMs || 30000).unref();
process.on('SIGTERM', () => shutdown(0));
process.on('unhandledRejection', e => { process.stderr.write(`${cfg.service}: ${e.stack || e}\n`); shutdown(1); });

const sleep = ms => new Promise(r => setTimeout(r, ms));

module.exports = { api, amqp, cfg, emit, connect, shutdown, provider, sleep };
