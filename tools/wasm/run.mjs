// Run a MicroPython script on MicroPython 1.28's WebAssembly port: the same
// VM and .mpy format (v6.3) as the Pico's firmware, with 32-bit objects as
// on the Pico (the unix port's are 64-bit). Used by make bench for heap
// figures; it has no asyncio.run, so it runs plain scripts only.
//
//   node tools/wasm/run.mjs --heap BYTES --path DIR SCRIPT [ARG ...]
//
// DIR (the .mpy build) is copied into the port's in-memory filesystem and
// put first on sys.path, before ".frozen"; sys.argv is [SCRIPT, ARG ...].
// The port's heap grows where a fixed heap would raise MemoryError, so a
// script that cares checks gc.mem_free() + gc.mem_alloc().
import fs from "node:fs";
import path from "node:path";
import { loadMicroPython } from "@micropython/micropython-webassembly-pyscript";

function copyTree(FS, from, to) {
  FS.mkdirTree(to);
  for (const e of fs.readdirSync(from, { withFileTypes: true })) {
    const src = path.join(from, e.name);
    if (e.isDirectory()) copyTree(FS, src, to + "/" + e.name);
    else FS.writeFile(to + "/" + e.name, fs.readFileSync(src));
  }
}

const argv = process.argv.slice(2);
let heap = 192 * 1024;
let dir = null;
while (argv.length && argv[0].startsWith("--")) {
  const opt = argv.shift();
  if (opt === "--heap") heap = parseInt(argv.shift(), 10);
  else if (opt === "--path") dir = argv.shift();
  else {
    console.error("run.mjs: unknown option " + opt);
    process.exit(2);
  }
}
if (!dir || !argv.length) {
  console.error("usage: node run.mjs --heap BYTES --path DIR SCRIPT [ARG ...]");
  process.exit(2);
}
const mp = await loadMicroPython({
  heapsize: heap,
  linebuffer: false,
  stdout: (d) => process.stdout.write(d),
  stderr: (d) => process.stderr.write(d),
});
copyTree(mp.FS, dir, "/app");
mp.FS.writeFile("/main_script.py", fs.readFileSync(argv[0]));
mp.globals.set("ARGV", argv);
try {
  mp.runPython(`
import sys
sys.path[:] = ["/app", ".frozen"]
sys.argv[:] = list(ARGV)
exec(open("/main_script.py").read(), {"__name__": "__main__"})
`);
} catch (e) {
  if (e.type === "SystemExit") process.exit(parseInt(String(e.message).trim(), 10) || 0);
  console.error(e.message || e);
  process.exit(3);
}
