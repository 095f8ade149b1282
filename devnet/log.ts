/**
 * The devnet's log: the transport's request and failure lines, at a level `admin.setLogLevel`
 * changes at run time. Levels and their short spellings are geth's (the reference node's).
 */
const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'crit'] as const;
export type LogLevel = (typeof LEVELS)[number];

const NAMES: Record<string, LogLevel> = {
  trace: 'trace',
  trce: 'trace',
  debug: 'debug',
  dbug: 'debug',
  info: 'info',
  warn: 'warn',
  error: 'error',
  eror: 'error',
  crit: 'crit',
};

/** A level name as geth parses it (case-insensitive), or undefined. */
export function parseLogLevel(text: string): LogLevel | undefined {
  return Object.hasOwn(NAMES, text.toLowerCase()) ? NAMES[text.toLowerCase()] : undefined;
}

export interface LogSink {
  log(...parts: unknown[]): void;
  error(...parts: unknown[]): void;
}

export class Logger {
  constructor(
    private current: LogLevel = 'info',
    private readonly sink: LogSink = console,
  ) {}

  get level(): LogLevel {
    return this.current;
  }

  setLevel(level: LogLevel): void {
    this.current = level;
  }

  enabled(level: LogLevel): boolean {
    return LEVELS.indexOf(level) >= LEVELS.indexOf(this.current);
  }

  trace(message: string, ...details: unknown[]): void {
    this.write('trace', message, details);
  }

  debug(message: string, ...details: unknown[]): void {
    this.write('debug', message, details);
  }

  info(message: string, ...details: unknown[]): void {
    this.write('info', message, details);
  }

  warn(message: string, ...details: unknown[]): void {
    this.write('warn', message, details);
  }

  error(message: string, ...details: unknown[]): void {
    this.write('error', message, details);
  }

  private write(level: LogLevel, message: string, details: unknown[]): void {
    if (!this.enabled(level)) return;
    const line = `devnet: ${message}`;
    if (LEVELS.indexOf(level) >= LEVELS.indexOf('warn')) this.sink.error(line, ...details);
    else this.sink.log(line, ...details);
  }
}

/** The process's log; one devnet process, one level (as a node has one root logger). */
export const devnetLog = new Logger();
