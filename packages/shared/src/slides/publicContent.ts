/**
 * The slide without host notes and without the named fields: what most types' `publicContent`
 * is made of. Notes never leave the host (R6.5), whatever the type says.
 */
export function publicFields(slide: object, hidden: readonly string[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = { ...(slide as Record<string, unknown>) };
  delete out.notes;
  for (const key of hidden) delete out[key];
  return out;
}
