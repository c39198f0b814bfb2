// Which tools exist in a session and which the model sees. The tool list is the start of the cached prompt
// prefix, so its order is stable: built-ins sorted by name, then custom tools in registration order, then
// deferred tools in the order tool_search loaded them. Loading only ever appends.
import type { AnyTool } from "./tool.js";

export interface RegisterOptions {
  /** Allow the new tool to take a name or alias an existing tool already uses; the old tool is removed. */
  replace?: boolean;
}

export interface LoadResult {
  /** Canonical names now callable (newly loaded deferred tools, and known tools that already were). */
  loaded: string[];
  /** Requested names that match no tool. */
  unknown: string[];
}

export class ToolRegistry {
  private builtins: AnyTool[] = [];
  private custom: AnyTool[] = [];
  /** Canonical names of deferred tools, in load order. */
  private readonly loadedDeferred: string[] = [];
  /** Name or alias → tool. */
  private readonly index = new Map<string, AnyTool>();

  constructor(builtins: readonly AnyTool[]) {
    for (const tool of builtins) {
      const clash = this.clashes(tool);
      if (clash.length > 0)
        throw new Error(
          `built-in tool "${tool.name}" reuses the name or alias "${clash[0].key}" of "${clash[0].tool.name}"`,
        );
      this.builtins.push(tool);
      this.indexTool(tool);
    }
  }

  /** Add a custom tool. Reusing any existing name or alias fails unless `replace: true` says it is meant. */
  register(tool: AnyTool, options: RegisterOptions = {}): void {
    const clash = this.clashes(tool);
    if (clash.length > 0 && !options.replace) {
      const { key, tool: existing } = clash[0];
      const what = this.builtins.includes(existing) ? "built-in tool" : "tool";
      throw new Error(
        `cannot register tool "${tool.name}": "${key}" is already the name or an alias of ${what} "${existing.name}"; ` +
          `rename it or register it with { replace: true } to replace "${existing.name}"`,
      );
    }
    for (const { tool: old } of clash) this.remove(old);
    this.custom.push(tool);
    this.indexTool(tool);
  }

  get(nameOrAlias: string): AnyTool | undefined {
    return this.index.get(nameOrAlias);
  }

  /** Every registered tool, whether the model sees it now or not. */
  all(): AnyTool[] {
    return [...this.builtinsSorted(), ...this.custom];
  }

  /** The tools to send to the model, in the stable order. Plan mode leaves out tools whose kind is `write`
   * (the executor still checks each call's `isReadOnly`). */
  toolsForModel({ planMode }: { planMode: boolean }): AnyTool[] {
    const visible = [
      ...this.builtinsSorted().filter((t) => !t.deferred),
      ...this.custom.filter((t) => !t.deferred),
      ...this.loadedDeferred.map((name) => this.index.get(name)).filter((t): t is AnyTool => t !== undefined),
    ];
    return planMode ? visible.filter((t) => t.kind !== "write") : visible;
  }

  /** Names of all deferred tools (loaded or not), built-ins first. */
  deferredNames(): string[] {
    return this.all()
      .filter((t) => t.deferred)
      .map((t) => t.name);
  }

  isDeferred(nameOrAlias: string): boolean {
    return this.get(nameOrAlias)?.deferred ?? false;
  }

  isLoaded(nameOrAlias: string): boolean {
    const tool = this.get(nameOrAlias);
    return tool !== undefined && this.loadedDeferred.includes(tool.name);
  }

  /** Load deferred tools for the rest of the session; appended after everything already listed. */
  load(names: readonly string[]): LoadResult {
    const loaded: string[] = [];
    const unknown: string[] = [];
    for (const name of names) {
      const tool = this.get(name);
      if (!tool) {
        unknown.push(name);
        continue;
      }
      if (tool.deferred && !this.loadedDeferred.includes(tool.name)) this.loadedDeferred.push(tool.name);
      if (!loaded.includes(tool.name)) loaded.push(tool.name);
    }
    return { loaded, unknown };
  }

  private builtinsSorted(): AnyTool[] {
    return [...this.builtins].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }

  private clashes(tool: AnyTool): { key: string; tool: AnyTool }[] {
    const found: { key: string; tool: AnyTool }[] = [];
    for (const key of [tool.name, ...tool.aliases]) {
      const existing = this.index.get(key);
      if (existing && !found.some((f) => f.tool === existing)) found.push({ key, tool: existing });
    }
    return found;
  }

  private indexTool(tool: AnyTool): void {
    for (const key of [tool.name, ...tool.aliases]) this.index.set(key, tool);
  }

  private remove(tool: AnyTool): void {
    this.builtins = this.builtins.filter((t) => t !== tool);
    this.custom = this.custom.filter((t) => t !== tool);
    for (const [key, value] of this.index) if (value === tool) this.index.delete(key);
    const at = this.loadedDeferred.indexOf(tool.name);
    if (at !== -1) this.loadedDeferred.splice(at, 1);
  }
}
