#!/usr/bin/env node
'use strict';
// Prints what a recording holds, per flow, as span trees:
//   node summarize.js DIR [FLOW...]
// Reads DIR/<flow>.otlp.jsonl and checks DIR/<flow>.zipkin.json has the same span ids.
const fs = require('fs');
const path = require('path');

const KIND = ['UNSPECIFIED', 'INTERNAL', 'SERVER', 'CLIENT', 'PRODUCER', 'CONSUMER'];
const short = s => (s ? String(s).slice(0, 8) : '-');

function val(v) {
  if (!v) return undefined;
  if ('stringValue' in v) return v.stringValue;
  if ('intValue' in v) return Number(v.intValue);
  if ('boolValue' in v) return v.boolValue;
  if ('doubleValue' in v) return v.doubleValue;
  return JSON.stringify(v);
}
const attrs = list => Object.fromEntries((list || []).map(a => [a.key, val(a.value)]));

function load(dir, flow) {
  const spans = [];
  const lines = fs.readFileSync(path.join(dir, `${flow}.otlp.jsonl`), 'utf8').split('\n').filter(Boolean);
  for (const line of lines) {
    for (const rs of JSON.parse(line).resourceSpans) {
      const res = attrs(rs.resource.attributes);
      for (const ss of rs.scopeSpans) {
        for (const s of ss.spans) spans.push({ ...s, res, scope: ss.scope.name, a: attrs(s.attributes) });
      }
    }
  }
  const zipkin = JSON.parse(fs.readFileSync(path.join(dir, `${flow}.zipkin.json`), 'utf8'));
  return { spans, zipkin, posts: lines.length };
}

function describe(s, flowT0) {
  const a = s.a;
  const bits = [];
  if (a['messaging.rabbitmq.routing_key'] !== undefined) bits.push(`rk=${a['messaging.rabbitmq.routing_key'].replace(/^amq\.gen-.*/, 'amq.gen-…')}`);
  if ('messaging.destination' in a) bits.push(`dest=${JSON.stringify(a['messaging.destination'])}`);
  bits.push(`corr=${short(a['messaging.conversation_id'])}`);
  bits.push(`msgid=${short(a['messaging.message_id'])}`);
  if (a['payment.id']) bits.push(`payment.id=${a['payment.id']}`);
  if (s.status && s.status.code) bits.push(`STATUS=${s.status.code}:${s.status.message || ''}`);
  if (s.links && s.links.length) bits.push(`links=[${s.links.map(l => short(l.spanId)).join(',')}]`);
  const ms = ((Number(BigInt(s.startTimeUnixNano) / 1000000n) - flowT0)).toString().padStart(4);
  return `+${ms}ms ${s.res['service.instance.id']} ${KIND[s.kind]} "${s.name}" ${bits.join(' ')}`;
}

function summarize(dir, flow) {
  const { spans, zipkin, posts } = load(dir, flow);
  const byId = new Map(spans.map(s => [s.spanId, s]));
  const zIds = new Set(zipkin.map(z => z.id));
  const missingInZipkin = spans.filter(s => !zIds.has(s.spanId)).length;
  const t0 = Math.min(...spans.map(s => Number(BigInt(s.startTimeUnixNano) / 1000000n)));
  const traces = new Map();
  for (const s of spans) {
    if (!traces.has(s.traceId)) traces.set(s.traceId, []);
    traces.get(s.traceId).push(s);
  }
  console.log(`== ${flow}: ${spans.length} spans (${posts} OTLP posts), ${zipkin.length} Zipkin spans` +
    `${missingInZipkin ? `, ${missingInZipkin} MISSING in Zipkin` : ''}, ${traces.size} traces`);
  const kids = new Map();
  for (const s of spans) {
    const p = s.parentSpanId && byId.has(s.parentSpanId) ? s.parentSpanId : null;
    if (!kids.has(p)) kids.set(p, []);
    kids.get(p).push(s);
  }
  for (const list of kids.values()) list.sort((x, y) => (BigInt(x.startTimeUnixNano) < BigInt(y.startTimeUnixNano) ? -1 : 1));
  const print = (s, depth) => {
    const orphan = s.parentSpanId && !byId.has(s.parentSpanId) ? ` ORPHAN(parent ${short(s.parentSpanId)} absent)` : '';
    console.log(`${'  '.repeat(depth + 1)}${short(s.spanId)} ${describe(s, t0)}${orphan}`);
    for (const k of kids.get(s.spanId) || []) print(k, depth + 1);
  };
  for (const root of kids.get(null) || []) print(root, 0);
}

const [dir, ...flows] = process.argv.slice(2);
if (!dir) { console.error('usage: summarize.js DIR [FLOW...]'); process.exit(2); }
const all = flows.length ? flows : fs.readdirSync(dir).filter(f => f.endsWith('.otlp.jsonl')).map(f => f.replace(/\.otlp\.jsonl$/, ''));
for (const f of all) summarize(dir, f);
