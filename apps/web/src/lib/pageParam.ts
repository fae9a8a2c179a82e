/**
 * The page asked for in the address's `?page=`: 1 when it is absent or not a whole number of
 * at least 1, and never past the last page the server answers (`maxOffset`, its largest
 * offset): a page typed or kept in a link beyond it shows the last one instead of an error.
 */
export function pageParam(params: URLSearchParams, pageSize: number, maxOffset: number): number {
  const asked = Number(params.get('page'));
  if (!Number.isInteger(asked) || asked < 1) return 1;
  return Math.min(asked, Math.floor(maxOffset / pageSize) + 1);
}
