import { Transform, type TransformCallback } from "node:stream";

/**
 * What React writes in one go, passed on as one chunk. React writes a page in ~2 KB pieces; Remix hands each piece to
 * the response on its own (a promise, a socket write and, under compression, a gzip flush each: 100 of them for a
 * 200 KB list page, 4 ms of its server time and a worse compression). Later pieces (a Suspense boundary
 * resolved after the shell) still follow as they come.
 */
export class CoalescedStream extends Transform {
  private parts: Buffer[] = [];
  private scheduled = false;

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, done: TransformCallback) {
    this.parts.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
    if (!this.scheduled) {
      this.scheduled = true;
      // After the writes of this turn: React writes a whole flush synchronously.
      setImmediate(() => this.release());
    }
    done();
  }

  override _flush(done: TransformCallback) {
    this.release();
    done();
  }

  private release() {
    this.scheduled = false;
    if (this.parts.length === 0) return;
    const chunk = this.parts.length === 1 ? this.parts[0] : Buffer.concat(this.parts);
    this.parts = [];
    this.push(chunk);
  }
}
