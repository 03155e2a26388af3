import { spawn } from 'node:child_process';

/*
 * `node scripts/run-together.mjs typecheck lint`: npm scripts run side by side (each is one core's
 * work), their output kept whole per script; fails when any fails.
 */

const scripts = process.argv.slice(2);
const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise((resolve) => {
        const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.once('exit', (code) => resolve({ script, code, output }));
      }),
  ),
);
for (const { script, code, output } of results) {
  console.log(`> ${script}: ${code === 0 ? 'passed' : `failed (exit code ${code})`}`);
  if (output.trim()) console.log(output.trimEnd());
}
process.exitCode = results.every(({ code }) => code === 0) ? 0 : 1;
