// The action's entry point: nothing but run() (run() owns error reporting).
import { run } from "./main.js";

await run();
