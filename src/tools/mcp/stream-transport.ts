// An MCP stdio transport over any pair of byte streams (a sandboxed server's FIFOs, a spawned server's pipes):
// newline-delimited JSON-RPC, as the SDK's own stdio transport speaks it. The process is owned by whoever made
// the streams; `exited` tells this transport the server is gone, so pending requests fail at once instead of
// waiting for their timeout.
import type { Readable, Writable } from "node:stream";
import { ReadBuffer, serializeMessage } from "@modelcontextprotocol/sdk/shared/stdio.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";

/** A stdio server to start, as the policy describes it. */
export interface StdioLaunch {
  name: string;
  command: string;
  args: readonly string[];
  env: Readonly<Record<string, string>>;
  workspace: string;
  runDir: string;
}

export interface ServerStreams {
  readable: Readable;
  writable: Writable;
  /** Resolves with a short description once the server process has ended (`exit 1: <stderr tail>`). */
  exited: Promise<string>;
  /** Ends the server and everything it started. */
  stop(): Promise<void>;
}

export class StreamTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  private readonly buffer = new ReadBuffer();
  private closed = false;

  constructor(private readonly streams: ServerStreams) {}

  async start(): Promise<void> {
    const { readable, writable, exited } = this.streams;
    readable.on("data", (chunk: Buffer) => {
      try {
        this.buffer.append(chunk);
      } catch (err) {
        // Over the buffer's 10 MB bound: a server that floods stdout is stopped rather than held in memory.
        this.onerror?.(err instanceof Error ? err : new Error(String(err)));
        void this.close();
        return;
      }
      this.drain();
    });
    readable.on("error", (err) => this.onerror?.(err));
    writable.on("error", (err) => this.onerror?.(err));
    void exited.then((how) => {
      if (this.closed) return;
      this.onerror?.(new Error(`the server exited (${how})`));
      void this.close();
    });
  }

  async send(message: JSONRPCMessage): Promise<void> {
    if (this.closed) throw new Error("the server is not running");
    await new Promise<void>((resolve, reject) => {
      this.streams.writable.write(serializeMessage(message), (err) => (err ? reject(err) : resolve()));
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.buffer.clear();
    this.streams.readable.destroy();
    this.streams.writable.destroy();
    await this.streams.stop().catch(() => undefined);
    this.onclose?.();
  }

  private drain(): void {
    for (;;) {
      let message: JSONRPCMessage | null;
      try {
        message = this.buffer.readMessage();
      } catch (err) {
        // A line that is not JSON-RPC (a server logging to stdout) is reported and skipped.
        this.onerror?.(err instanceof Error ? err : new Error(String(err)));
        continue;
      }
      if (message === null) return;
      this.onmessage?.(message);
    }
  }
}
