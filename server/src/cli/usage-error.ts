/** A mistake on the command line or an unreadable input: exit 2 with this one-line message. */
export class UsageError extends Error {}
