// One line per step of `npm start` and `npm run build`: what is being done and, on a terminal, the
// seconds ticking until it is done, so a long step (the database template) never looks stuck.
// A step's own output is kept and shown only if it fails, so the console stays readable.
import { spawn } from 'node:child_process';

const seconds = (started) => `${((performance.now() - started) / 1000).toFixed(1)} s`;

/** Runs `work` under the label; returns what it returns. */
export async function step(label, work) {
  const started = performance.now();
  const tty = process.stdout.isTTY;
  let timer;
  if (tty) {
    process.stdout.write(`  ${label}…`);
    timer = setInterval(() => process.stdout.write(`\r  ${label}… ${seconds(started)}`), 250);
  } else {
    console.log(`  ${label}…`);
  }
  try {
    const result = await work();
    clearInterval(timer);
    const done = `${label}: done in ${seconds(started)}`;
    if (tty) process.stdout.write(`\r\x1b[2K  ${done}\n`);
    else console.log(`  ${done}`);
    return result;
  } catch (error) {
    clearInterval(timer);
    if (tty) process.stdout.write('\n');
    throw error;
  }
}

/** A command whose output is shown only when it fails (then the step fails with it). */
export function quietly(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) return resolve(Buffer.concat(output).toString());
      process.stdout.write(`\n${Buffer.concat(output).toString()}\n`);
      reject(new Error(`${command} ${args.join(' ')} failed (exit code ${code})`));
    });
  });
}
