import {
  DefaultIntrinsics,
  type Intrinsics,
  newQuickJSWASMModule,
  type QuickJSContext,
  type QuickJSRuntime,
  type QuickJSWASMModule,
  RELEASE_SYNC,
} from 'quickjs-emscripten';

export interface SandboxLimits {
  timeoutMs: number;
  memoryBytes: number;
}

/** A transformation that threw, timed out or returned something that is not JSON. */
export class TransformError extends Error {
  override name = 'TransformError';
  constructor(
    message: string,
    /** Line in the transformation's own code, when known. */
    readonly line?: number,
  ) {
    super(message);
  }
}

/** Lines the wrapper puts before the user's code, subtracted from reported line numbers. */
const wrapperLines = 1;

function wrap(code: string): string {
  return `"use strict"; const __transform = (\n${code}\n);
if (typeof __transform !== 'function') throw new TypeError('The transformation must be a function (data, ctx) => result');
const __result = __transform(JSON.parse(__input), JSON.parse(__context));
if (__result !== null && typeof __result === 'object' && typeof __result.then === 'function') throw new TypeError('The transformation must return a value, not a Promise');
__result === undefined ? 'null' : JSON.stringify(__result)`;
}

/** The line in the user's code, or undefined when the error came from the wrapper. */
function lineOf(stack: unknown, codeLines: number): number | undefined {
  const match = typeof stack === 'string' ? /transform\.js:(\d+)/.exec(stack) : null;
  if (!match) return undefined;
  const line = Number(match[1]) - wrapperLines;
  return line >= 1 && line <= codeLines ? line : undefined;
}

/** Fresh contexts made ahead of need, so creating one stays off a call's critical path. */
const poolSize = 4;

/**
 * JSON in, JSON out: transforms get the language, Date, RegExp, Map/Set and Promise (so an async
 * function fails with a clear message), not Proxy, typed arrays or String.normalize, which
 * makes a context about a third cheaper to create.
 */
const intrinsics: Intrinsics = {
  ...DefaultIntrinsics,
  Proxy: false,
  TypedArrays: false,
  StringNormalize: false,
};

/**
 * Runs `(data, ctx) => result` transformations in QuickJS. The WebAssembly module and runtime are
 * shared; every call gets a fresh context (no state survives between calls), used once and
 * disposed. Time is bounded by an interrupt deadline. Memory: QuickJS's own limit only bounds
 * single allocations in the prebuilt WebAssembly (its accounting lacks malloc_usable_size), so
 * the interrupt handler also measures the heap and stops code that grows it past the limit.
 */
export class TransformSandbox {
  private deadline = 0;
  private running: QuickJSContext | undefined;
  private stopped: 'time' | 'memory' | undefined;
  private startedAt = 0;
  private readonly pool: QuickJSContext[] = [];
  private refillScheduled = false;
  private disposed = false;

  private constructor(
    private readonly runtime: QuickJSRuntime,
    private readonly limits: SandboxLimits,
  ) {
    runtime.setMemoryLimit(limits.memoryBytes);
    runtime.setMaxStackSize(512 * 1024);
    runtime.setInterruptHandler(() => this.shouldStop());
  }

  private shouldStop(): boolean {
    const vm = this.running;
    if (!vm) return false; // Host-side work (dumping an error, creating contexts) is never cut short.
    // Measuring the heap walks it: skip that for the first millisecond, in which code cannot
    // allocate much, so short transformations never pay for it.
    if (performance.now() - this.startedAt > 1) {
      const used = this.runtime
        .computeMemoryUsage()
        .consume((usage) => vm.getProp(usage, 'memory_used_size').consume((size) => vm.getNumber(size)));
      if (used > this.limits.memoryBytes) this.stopped = 'memory';
    }
    if (!this.stopped && Date.now() > this.deadline) this.stopped = 'time';
    return this.stopped !== undefined;
  }

  static async create(limits: SandboxLimits, module?: QuickJSWASMModule): Promise<TransformSandbox> {
    const wasm = module ?? (await sharedModule());
    return new TransformSandbox(wasm.newRuntime(), limits);
  }

  /** Runs one transformation; `data` and the result are JSON values. */
  run(code: string, data: unknown, context: Record<string, unknown>, dataJson?: string): unknown {
    const vm = this.pool.pop() ?? this.runtime.newContext({ intrinsics });
    this.scheduleRefill();
    try {
      for (const [name, value] of [
        ['__input', dataJson ?? JSON.stringify(data ?? null)],
        ['__context', JSON.stringify(context)],
      ] as const) {
        const handle = vm.newString(value);
        vm.setProp(vm.global, name, handle);
        handle.dispose();
      }
      this.deadline = Date.now() + this.limits.timeoutMs;
      this.running = vm;
      this.stopped = undefined;
      this.startedAt = performance.now();
      const result = vm.evalCode(wrap(code), 'transform.js');
      this.running = undefined;
      if (result.error) {
        const failure = vm.dump(result.error) as { name?: string; message?: string; stack?: string };
        result.error.dispose();
        throw this.describe(failure, code.split('\n').length);
      }
      const text = vm.getString(result.value);
      result.value.dispose();
      return JSON.parse(text);
    } finally {
      this.running = undefined;
      vm.dispose();
    }
  }

  dispose(): void {
    this.disposed = true;
    for (const vm of this.pool.splice(0)) vm.dispose();
    this.runtime.dispose();
  }

  private describe(
    failure: { name?: string; message?: string; stack?: string } | string,
    codeLines: number,
  ): TransformError {
    if (typeof failure !== 'object' || failure === null) return new TransformError(String(failure));
    const interrupted = failure.name === 'InternalError' && failure.message === 'interrupted';
    if (interrupted && this.stopped === 'time')
      return new TransformError(`took longer than ${this.limits.timeoutMs} ms`);
    if ((interrupted && this.stopped === 'memory') || /out of memory/i.test(failure.message ?? '')) {
      return new TransformError(
        `used more than ${Math.round(this.limits.memoryBytes / 1048576)} MB of memory`,
      );
    }
    const line = lineOf(failure.stack, codeLines);
    const message = `${failure.name ?? 'Error'}: ${failure.message ?? 'failed'}`;
    return new TransformError(line === undefined ? message : `${message} (line ${line})`, line);
  }

  private scheduleRefill() {
    if (this.refillScheduled) return;
    this.refillScheduled = true;
    setImmediate(() => {
      this.refillScheduled = false;
      while (!this.disposed && this.pool.length < poolSize)
        this.pool.push(this.runtime.newContext({ intrinsics }));
    });
  }
}

let modulePromise: Promise<QuickJSWASMModule> | undefined;

/** The QuickJS WebAssembly module, loaded once per process. */
export function sharedModule(): Promise<QuickJSWASMModule> {
  modulePromise ??= newQuickJSWASMModule(RELEASE_SYNC);
  return modulePromise;
}
