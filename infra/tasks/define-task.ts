import type { z } from 'zod';

/** What a task handler receives: the row id, the validated payload and which attempt this is (1-based). */
export interface TaskContext<P> {
  id: number;
  payload: P;
  attempt: number;
}

/** A kind of background work: a name, a payload schema and the handler that does it. */
export interface TaskDefinition<P = unknown> {
  /** Stable name stored in `task.name`. */
  name: string;
  /** Payload version stored with each row, so a later handler can tell old payloads apart. */
  version: number;
  payload: z.ZodType<P>;
  handler(context: TaskContext<P>): Promise<void>;
}

/** Declares a task; the handler's payload type follows from the zod schema. */
export function defineTask<S extends z.ZodType>(definition: {
  name: string;
  version: number;
  payload: S;
  handler: (context: TaskContext<z.output<S>>) => Promise<void>;
}): TaskDefinition<z.output<S>> {
  return definition as TaskDefinition<z.output<S>>;
}

/** Thrown by a handler when retrying cannot help (bad input, gone resource): the task fails at once. */
export class PermanentTaskError extends Error {
  override name = 'PermanentTaskError';
}
