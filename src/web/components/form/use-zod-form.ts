import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Resolver, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';

/**
 * Every form of the app: react-hook-form validated by a shared zod schema. The fields hold
 * `Values` (the schema's input unless the form says otherwise, e.g. text its inputs hold before the
 * schema turns it into numbers); submit hands over the schema's parsed output.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>, Values extends FieldValues = z.input<S>>(
  schema: S,
  options: Omit<UseFormProps<Values, unknown, z.output<S>>, 'resolver'> = {},
) {
  return useForm<Values, unknown, z.output<S>>({
    ...options,
    // The one resolver cast: the resolver types its fields by the schema's input, which a form may
    // hold as text or as a wider shape than the schema it is checked against.
    resolver: zodResolver(schema) as Resolver<Values, unknown, z.output<S>>,
  });
}
