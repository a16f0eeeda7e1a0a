/** Exceptions (100–107) warn, 145 and 150 inform, 1000 is danger (issue 11 §1); the rest are plain. */
export function statusColor(code: number): 'orange' | 'blue' | 'red' | 'grey' {
  if (code >= 100 && code <= 107) return 'orange';
  if (code === 145 || code === 150) return 'blue';
  if (code === 1000) return 'red';
  return 'grey';
}
