/** The live server failed: did not start, exited, hung, or answered nonsense. One clear message. */
export class McpServerError extends Error {
  override name = 'McpServerError';
}
