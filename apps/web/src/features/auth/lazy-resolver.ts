// A form resolver that loads its schema only when the visitor starts on the form (ADR 0256): the sign-in
// screens' zod schemas stay out of their first script (ADR 0203) and arrive while the visitor types.
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as AuthFormSchemas from './auth-form-schemas';

export interface LazyResolver<Input extends FieldValues, Output extends FieldValues> extends Resolver<
  Input,
  unknown,
  Output
> {
  /** Starts loading the schema (the form's first focus or touch), so checking it waits less. */
  preload: () => void;
  /** Loads the schema now: development and tests do so with the screen (only the production build counts
   * the sign-in screens' bytes). */
  load: () => Promise<unknown>;
}

export function lazyResolver<Input extends FieldValues, Output extends FieldValues = Input>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
): LazyResolver<Input, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const preload = () => {
    loading ??= load();
    return loading;
  };
  const resolve: Resolver<Input, unknown, Output> = async (values, context, options) =>
    (await preload())(values, context, options);
  return Object.assign(resolve, { preload: () => void preload(), load: preload });
}

/** A sign-in form's resolver from the schemas of auth-form-schemas.ts, loaded lazily as above. Development
 * and tests load the schema with the screen, by `if (!import.meta.env.PROD) await resolver.load()` beside
 * the call: written there, the production build drops the await, and the sign-in screens keep no top-level
 * await (one made the bundler split their first script into many, past its 200 kB budget). */
export function authFormResolver<Input extends FieldValues, Output extends FieldValues = Input>(
  pick: (schemas: typeof AuthFormSchemas) => Resolver<Input, unknown, Output>,
): LazyResolver<Input, Output> {
  return lazyResolver(() => import('./auth-form-schemas').then(pick));
}
