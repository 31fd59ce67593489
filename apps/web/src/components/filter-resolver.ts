// The resolver of a declared list filter's form. The schema may be given lazily (a function that
// imports it): zod and the schema then load on the form's first check, not with the list's first
// paint, where the open filter form (wide screens) would otherwise bring them.
import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

export type FilterSchema = ZodType | (() => Promise<ZodType>);

export function filterResolver<T extends FieldValues>(
  schema: FilterSchema | undefined,
): Resolver<T> | undefined {
  if (!schema) return undefined;
  let loading: Promise<Resolver<T>> | undefined;
  const load = async () => {
    const [{ zodResolver }, zodSchema] = await Promise.all([
      import('@hookform/resolvers/zod'),
      typeof schema === 'function' ? schema() : schema,
    ]);
    return zodResolver(zodSchema as never) as unknown as Resolver<T>;
  };
  return async (values, context, options) => {
    loading ??= load();
    return (await loading)(values, context, options);
  };
}
