#!/usr/bin/env node
'use strict';
// A tiny local trace collector for the realtrace rig.
//
//   node collector.js --out PREFIX [--port N] [--port-file FILE]
//
// Listens on 127.0.0.1 (N, or a free port; the port is printed as "port N" and,
// with --port-file, written to FILE once listening).
//   POST /v1/traces     OTLP/HTTP JSON  -> the body, verbatim, as ONE line of PREFIX.otlp.jsonl
//                                          (like the OpenTelemetry Collector's file exporter)
//   POST /api/v2/spans  Zipkin v2 JSON  -> kept; on SIGTERM/SIGINT all Zipkin spans are written,
//                                          merged into one JSON array (arrival order), to PREFIX.zipkin.json
//   GET  /stats         JSON summary of what arrived (used by the flow driver to wait for export)
// gzip/deflate Content-Encoding is decoded. No dependencies beyond Node itself.
const http = require('http');
const fs = require('fs');
const zlib = require('zlib');

function parseArgs(argv) {
  const a = { port: 0 };
  for (let i = 2; i < argv.length; i++) {
    const k = argv[i];
    const v = argv[i + 1];
    if (k === '--out') { a.out = v; i++; }
    else if (k === '--port') { a.port = Number(v); i++; }
    else if (k === '--port-file') { a.portFile = v; i++; }
    else throw new Error(`unknown argument ${k}`);
  }
  if (!a.out) throw new Error('usage: collector.js --out PREFIX [--port N] [--port-file FILE]');
  return a;
}

function decode(req, buf) {
  const enc = String(req.headers['content-encoding'] || '').toLowerCase().trim();
  if (enc === 'gzip' || enc === 'x-gzip') return zlib.gunzipSync(buf);
  if (enc === 'deflate') return zlib.inflateSync(buf);
  if (enc === '' || enc === 'identity') return buf;
  throw new Error(`unsupported content-encoding ${enc}`);
}

function start({ out, port = 0, portFile }) {
  const otlpPath = `${out}.otlp.jsonl`;
  const zipkinPath = `${out}.zipkin.json`;
  fs.writeFileSync(otlpPath, '');
  const zipkinSpans = [];
  // Per (format, service, name) counts, for /stats.
  const seen = { otlp: {}, zipkin: {} };
  const stats = { otlpPosts: 0, zipkinPosts: 0, otlpSpans: 0, zipkinSpans: 0, errors: 0 };
  const bump = (fmt, service, name) => {
    const key = `${service}|${name}`;
    seen[fmt][key] = (seen[fmt][key] || 0) + 1;
  };

  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', c => chunks.push(c));
    req.on('end', () => {
      const path = req.url.split('?')[0];
      try {
        if (req.method === 'POST' && path === '/v1/traces') {
          const ct = String(req.headers['content-type'] || '');
          if (!ct.includes('json')) {
            res.writeHead(415, { 'Content-Type': 'text/plain' });
            res.end('only OTLP/HTTP JSON is supported\n');
            return;
          }
          const text = decode(req, Buffer.concat(chunks)).toString('utf8');
          const body = JSON.parse(text); // validate; the line written is the body as sent
          const line = text.replace(/\r?\n/g, ' ').trim();
          fs.appendFileSync(otlpPath, line + '\n');
          stats.otlpPosts++;
          for (const rs of body.resourceSpans || []) {
            const svc = ((rs.resource || {}).attributes || [])
              .find(a => a.key === 'service.name');
            const service = svc ? svc.value.stringValue : '';
            for (const ss of rs.scopeSpans || []) {
              for (const s of ss.spans || []) { stats.otlpSpans++; bump('otlp', service, s.name); }
            }
          }
          // An empty ExportTraceServiceResponse (no partialSuccess) means "all accepted".
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end('{}');
        } else if (req.method === 'POST' && path === '/api/v2/spans') {
          const text = decode(req, Buffer.concat(chunks)).toString('utf8');
          const spans = JSON.parse(text);
          if (!Array.isArray(spans)) throw new Error('Zipkin v2 body must be a JSON array');
          stats.zipkinPosts++;
          for (const s of spans) {
            zipkinSpans.push(s);
            stats.zipkinSpans++;
            bump('zipkin', (s.localEndpoint || {}).serviceName || '', s.name);
          }
          // Zipkin itself answers 202 Accepted with an empty body.
          res.writeHead(202);
          res.end();
        } else if (req.method === 'GET' && path === '/stats') {
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ ...stats, seen }));
        } else {
          res.writeHead(404, { 'Content-Type': 'text/plain' });
          res.end('not found\n');
        }
      } catch (e) {
        stats.errors++;
        process.stderr.write(`collector: ${req.method} ${path}: ${e.message}\n`);
        res.writeHead(400, { 'Content-Type': 'text/plain' });
        res.end(`${e.message}\n`);
      }
    });
  });

  let closed = false;
  function close() {
    if (closed) return;
    closed = true;
    // Arrival order (= span end order), one span per line.
    fs.writeFileSync(zipkinPath, '[\n' + zipkinSpans.map(s => JSON.stringify(s)).join(',\n') + '\n]\n');
    server.close();
  }

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const p = server.address().port;
      if (portFile) {
        fs.writeFileSync(`${portFile}.tmp`, `${p}\n`);
        fs.renameSync(`${portFile}.tmp`, portFile);
      }
      resolve({ port: p, close, stats, server });
    });
  });
}

module.exports = { start };

if (require.main === module) {
  let args;
  try { args = parseArgs(process.argv); } catch (e) { console.error(e.message); process.exit(2); }
  start(args).then(({ port, close }) => {
    process.stdout.write(`port ${port}\n`);
    const stop = () => { close(); process.exit(0); };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  }, e => { console.error(`collector: ${e.message}`); process.exit(1); });
}
