/** An application id from the address (`?id=`), or undefined when it cannot be one. */
export function parseApplicationId(value: string | null): number | undefined {
  if (value === null || !/^\d{1,15}$/.test(value.trim())) return undefined;
  const n = Number(value);
  return n >= 1 && Number.isSafeInteger(n) ? n : undefined;
}
