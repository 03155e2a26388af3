/**
 * Resolves in a task of its own, so that the work before and after it are two tasks the browser can
 * paint or answer input between, not one long task (Total Blocking Time counts each task's time past
 * 50 ms; decision 034).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
