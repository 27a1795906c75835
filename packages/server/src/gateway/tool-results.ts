import type { CompiledTool } from '@cartographer/core';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

/** A `tools/call` result as it goes on the wire. */
export interface ToolResult {
  content: { type: 'text'; text: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: true;
}

export function errorResult(message: string, detail?: string): ToolResult {
  const content: ToolResult['content'] = [{ type: 'text', text: message }];
  if (detail !== undefined) content.push({ type: 'text', text: detail });
  return { content, isError: true };
}

export function textResult(text: string, truncatedAt?: number): ToolResult {
  const content: ToolResult['content'] = [{ type: 'text', text }];
  if (truncatedAt !== undefined) {
    content.push({
      type: 'text',
      text: `[Truncated: the upstream response is longer than this interface's ${truncatedAt}-byte limit; only the first ${truncatedAt} bytes are shown.]`,
    });
  }
  return { content };
}

type Validator = ValidateFunction | null;

/**
 * Input and output validators, compiled on first use of each tool and kept for the interface
 * version's lifetime. A schema ajv cannot compile is not enforced (the upstream still checks).
 */
export class SchemaValidators {
  private readonly ajv = new Ajv2020({
    strict: false,
    validateFormats: false,
    coerceTypes: true,
    allErrors: false,
  });
  private readonly outputAjv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
  private readonly inputs = new Map<string, Validator>();
  private readonly outputs = new Map<string, Validator>();

  /** A message when the arguments do not match the input schema; coerces "5" to 5 where declared. */
  checkInput(tool: CompiledTool, args: unknown): string | undefined {
    if (args === null || typeof args !== 'object' || Array.isArray(args))
      return 'arguments must be an object';
    const validate = this.compile(this.inputs, this.ajv, tool.name, tool.inputSchema);
    if (!validate || validate(args)) return undefined;
    return this.ajv.errorsText(validate.errors, { dataVar: 'arguments', separator: '; ' });
  }

  checkOutput(tool: CompiledTool, data: unknown): string | undefined {
    if (!tool.outputSchema) return undefined;
    const validate = this.compile(this.outputs, this.outputAjv, tool.name, tool.outputSchema);
    if (!validate || validate(data)) return undefined;
    return this.outputAjv.errorsText(validate.errors, { dataVar: 'result', separator: '; ' });
  }

  private compile(cache: Map<string, Validator>, ajv: Ajv2020, name: string, schema: object): Validator {
    let validate = cache.get(name);
    if (validate === undefined) {
      try {
        validate = ajv.compile(schema);
      } catch {
        validate = null;
      }
      cache.set(name, validate);
    }
    return validate;
  }
}

/**
 * The structured result of a tool with an output schema: the object as `structuredContent` and
 * its JSON as text. Declared Output fields that came back null are dropped (fields are optional).
 */
export function structuredResult(
  tool: CompiledTool,
  data: unknown,
  validators: SchemaValidators,
  rawJson: string | undefined,
): { ok: boolean; result: ToolResult } {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    const kind = Array.isArray(data) ? 'a list' : data === null ? 'null' : `a ${typeof data}`;
    const message = `The result is ${kind}, but this tool declares object output; add a transform that returns an object (for example { items: data })`;
    return { ok: false, result: errorResult(message, JSON.stringify(data)) };
  }
  let structured = data as Record<string, unknown>;
  let json = rawJson;
  if (tool.outputFields.some((field) => structured[field.name] === null)) {
    structured = { ...structured };
    for (const field of tool.outputFields) if (structured[field.name] === null) delete structured[field.name];
    json = undefined;
  }
  const mismatch = validators.checkOutput(tool, structured);
  const text = json ?? JSON.stringify(structured);
  if (mismatch) {
    return {
      ok: false,
      result: errorResult(`The result does not match the tool's output schema: ${mismatch}`, text),
    };
  }
  return { ok: true, result: { content: [{ type: 'text', text }], structuredContent: structured } };
}
