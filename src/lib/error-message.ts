/** An error's own message, or what was thrown as text when it is not an `Error`. */
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
