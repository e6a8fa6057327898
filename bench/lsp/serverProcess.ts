// One language server as a child process, with a JSON-RPC connection over its stdio. Used by the protocol
// benchmark and the fuzz runs, for our server and for the peer alike, so both are driven the same way.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import {
  createProtocolConnection,
  StreamMessageReader,
  StreamMessageWriter,
  type ProtocolConnection,
} from 'vscode-languageserver-protocol/node';
import { readPeakRssKb, readRssKb } from './procStatus';

export interface ServerCommand {
  /** Short label for tables and messages: "ours", "peer". */
  label: string;
  /** Script run with the current Node binary (so the pid we watch is the server itself, not a shell). */
  script: string;
  args: string[];
  /** Extra Node flags, e.g. `--cpu-prof`. */
  nodeArgs?: string[];
  cwd?: string;
  /** The environment of the process (the driver's when not given). */
  env?: NodeJS.ProcessEnv;
}

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export class ServerProcess {
  readonly connection: ProtocolConnection;
  readonly pid: number;
  /** Set once the process has exited; the fuzz run treats any exit before `stop()` as a failure. */
  exit: ExitInfo | undefined;
  private stopping = false;
  private readonly stderrTail: string[] = [];
  private readonly child: ChildProcessWithoutNullStreams;

  private constructor(readonly command: ServerCommand) {
    this.child = spawn(process.execPath, [...(command.nodeArgs ?? []), command.script, ...command.args], {
      cwd: command.cwd,
      env: command.env,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    if (this.child.pid === undefined) throw new Error(`could not start ${command.label} (${command.script})`);
    this.pid = this.child.pid;
    this.child.on('exit', (code, signal) => {
      this.exit = { code, signal };
    });
    this.child.stderr.setEncoding('utf8');
    this.child.stderr.on('data', (chunk: string) => {
      this.stderrTail.push(chunk);
      if (this.stderrTail.length > 50) this.stderrTail.shift();
    });
    // A server that dies mid-write must not take the driver down with an EPIPE.
    this.child.stdin.on('error', () => undefined);
    this.connection = createProtocolConnection(
      new StreamMessageReader(this.child.stdout),
      new StreamMessageWriter(this.child.stdin),
    );
    this.connection.onError(() => undefined);
    this.connection.listen();
  }

  static start(command: ServerCommand): ServerProcess {
    return new ServerProcess(command);
  }

  get alive(): boolean {
    return this.exit === undefined;
  }

  /** VmHWM: the most resident memory the server process has had so far. */
  peakRssKb(): number | undefined {
    return readPeakRssKb(this.pid);
  }

  /** VmRSS: the resident set now. */
  rssKb(): number | undefined {
    return readRssKb(this.pid);
  }

  stderr(): string {
    return this.stderrTail.join('');
  }

  /**
   * Writes one framed JSON-RPC message whose body is given as raw bytes (which need not be valid UTF-8). Only
   * call it when no other message is being written, i.e. after awaiting the previous send.
   */
  writeRawMessage(body: Buffer): Promise<void> {
    const header = Buffer.from(`Content-Length: ${body.length}\r\n\r\n`, 'ascii');
    return new Promise((resolve, reject) => {
      this.child.stdin.write(Buffer.concat([header, body]), (error) => (error ? reject(error) : resolve()));
    });
  }

  /** Polite shutdown, then a kill if the server does not leave within `graceMs`. */
  async stop(graceMs = 2000): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    if (this.alive) {
      const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
      try {
        await withTimeout(this.connection.sendRequest('shutdown'), graceMs, 'shutdown');
        await this.connection.sendNotification('exit');
      } catch {
        // Fall through to the kill below.
      }
      const timer = setTimeout(() => this.child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    }
    this.connection.dispose();
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export class TimeoutError extends Error {}
