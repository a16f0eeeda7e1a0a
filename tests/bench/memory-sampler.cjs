// The resident memory of a bench child (reports.child.cjs): RSS before and at most (sampled
// every `everyMs`), V8's heap at most, and the kernel's high-water mark (VmHWM), which catches a
// peak between two samples.
const { readFileSync } = require('node:fs');

function sampleMemory(everyMs) {
  const rssBefore = process.memoryUsage.rss();
  let rssPeak = rssBefore;
  let heapPeak = 0;
  const sampling = setInterval(() => {
    const usage = process.memoryUsage();
    rssPeak = Math.max(rssPeak, usage.rss);
    heapPeak = Math.max(heapPeak, usage.heapTotal);
  }, everyMs);
  return {
    stop() {
      clearInterval(sampling);
      rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
      const vmHwm = Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))[1]) * 1024;
      return { rssBefore, rssPeak, vmHwm, heapPeak };
    },
  };
}

module.exports = { sampleMemory };
