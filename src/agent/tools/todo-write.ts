// todo_write: the agent's checklist. The loop keeps it, emits it as a `todos` event (the progress comment
// shows it live) and hands it to the reporter, so a budget stop can say what remains.
import { z } from "zod";
import { defineTool } from "../../tools/tool.js";
import type { LoopServices } from "./services.js";

const todo = z.object({
  content: z.string().min(1).max(500).describe("The step, imperative and short."),
  status: z.enum(["pending", "in_progress", "completed"]),
});

export function createTodoWriteTool(loop: LoopServices) {
  return defineTool({
    name: "todo_write",
    kind: "other",
    description: "Replace your todo list (the whole list each time). Shown live to the maintainers.",
    prompt:
      "For tasks with 3+ steps keep a todo list with todo_write: one item in_progress at a time, mark items completed as soon as they are done.",
    input: z.object({ todos: z.array(todo).max(50).describe("The complete list, in order.") }),
    // It changes no file, so plan mode allows it.
    isReadOnly: () => true,
    describe: ({ todos }) => {
      const done = todos.filter((t) => t.status === "completed").length;
      return `todo_write ${done}/${todos.length} done`;
    },
    async execute({ todos }) {
      loop.setTodos(todos);
      const count = (s: string) => todos.filter((t) => t.status === s).length;
      const active = todos.find((t) => t.status === "in_progress");
      return {
        output: `Todo list saved: ${count("completed")} completed, ${count("in_progress")} in progress, ${count("pending")} pending.`,
        display: `todos: ${count("completed")}/${todos.length} done${active ? ` · ${active.content}` : ""}`,
        metadata: { todos },
      };
    },
  });
}
