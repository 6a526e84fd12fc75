// Reads Chrome trace files with the trace engine of Chrome's Performance panel
// (npm: @paulirish/trace_engine) and prints, per file, how many flows it bound to
// slices: "FILE flows N tracks M".
import { analyzeTrace } from '@paulirish/trace_engine/analyze-trace.mjs';
for (const file of process.argv.slice(2)) {
  const { parsedTrace } = await analyzeTrace(file);
  const data = parsedTrace.data ?? parsedTrace; // its shape moved between versions
  const flows = data.Flows?.flows?.length ?? 0;
  const threads = [...(data.Renderer?.processes?.values() ?? [])].reduce((n, p) => n + (p.threads?.size ?? 0), 0);
  console.log(file, 'flows', flows, 'tracks', threads);
}
