/** The sum of the numbers given, or undefined when none is: "unknown" stays unknown. */
export function sumDefined(values: (number | undefined)[]): number | undefined {
  return values.some((n) => n !== undefined)
    ? values.reduce<number>((total, n) => total + (n ?? 0), 0)
    : undefined;
}
