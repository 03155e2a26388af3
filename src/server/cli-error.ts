/** An error whose message is written for the operator: a command-line task prints it alone, without a stack. */
export class CliError extends Error {}
